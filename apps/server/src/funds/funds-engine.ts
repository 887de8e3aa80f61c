import type { Decimal } from '@tp/domain/decimal';
import type { WithdrawalRequest as EngineWithdrawalRequest } from '../engine/commands/funds-commands.ts';
import type { WithPlainIds } from '../engine/ids.ts';
import type { AccountFigures } from '../engine/views/operator-views.ts';

/** A withdrawal as the funds routes ask for it: the user named by a plain id. */
export type WithdrawalRequest = WithPlainIds<EngineWithdrawalRequest>;

/** The figures of accountDetail, from the engine's live state. */
export type AccountDetailFigures = Pick<
  AccountFigures,
  'balance' | 'lockBalance' | 'equity' | 'freeMargin' | 'withdrawing'
>;

/**
 * What funds ask of the engine, the single writer of money: each call changes a record's
 * status and the balance together, in one transaction, once.
 */
export interface FundsEngine {
  requestWithdrawal(request: WithdrawalRequest): Promise<{ withdrawalId: number }>;
  payWithdrawal(cmd: {
    withdrawalId: number;
    realNumber: Decimal;
    operatorId: number;
  }): Promise<void>;
  rejectWithdrawal(cmd: {
    withdrawalId: number;
    remark: string;
    operatorId: number;
  }): Promise<void>;
  finishDeposit(cmd: { depositId: number; credited: Decimal; operatorId: number }): Promise<void>;
  /** Rejected (2) or invalid (3): no money moves. */
  closeDeposit(cmd: {
    depositId: number;
    status: 2 | 3;
    remark: string;
    operatorId: number;
  }): Promise<void>;
  accountDetail(userId: number): Promise<AccountDetailFigures>;
}
