import type { Decimal } from '@tp/domain/decimal';
import type { AccountFigures, LivePosition } from '../engine/views/operator-views.ts';

export type { AccountFigures, LivePosition } from '../engine/views/operator-views.ts';

/** What the back office reads from and asks of the engine, the single writer of money. */
export type BackOfficeEngine = {
  /** Undefined for a user without an account. */
  accountFigures(userId: number): Promise<AccountFigures | undefined>;
  /** Every holding position, or one user's. */
  livePositions(userId?: number): Promise<LivePosition[]>;
  /** The figures of every account with holding positions. */
  accountsHolding(): Promise<{ userId: number; figures: AccountFigures }[]>;
  /**
   * Books `amount` (positive credit, negative debit) as an adjustment with `memo`; a debit
   * above the free margin is refused with adjustmentTooLarge.
   */
  adjustBalance(cmd: {
    userId: number;
    amount: Decimal;
    memo: string;
  }): Promise<{ before: AccountFigures; after: AccountFigures }>;
  closePosition(cmd: { userId: number; orderId: number; reason: number }): Promise<unknown>;
  /** From the next command on, the user's new orders are refused (tradingFrozen) or allowed. */
  setTradingFrozen(userId: number, frozen: boolean): Promise<void>;
  /** Settings the engine holds in memory, taking effect from the next tick or command. */
  applySettings(settings: { stopOutLevel: Decimal; tradeFeeType: number }): Promise<void>;
};
