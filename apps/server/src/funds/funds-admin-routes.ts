import { FundsStatus } from '@tp/contract/entities';
import type { FastifyInstance } from 'fastify';
import { type AdminRouteDeps, adminRoute } from '../admin/admin-route.ts';
import { audit } from '../admin/audit.ts';
import type { Uploads } from '../uploads/uploads.ts';
import {
  depositNetworkConfigs,
  saveDepositNetwork,
  saveWireOption,
  wireOptionConfigs,
} from './deposit-channel-config.ts';
import { closeDeposit, depositReview, finishDeposit, listDeposits } from './deposit-review.ts';
import { drawCurrencyConfigs, saveDrawCurrency } from './draw-currency-config.ts';
import type { FundsEngine } from './funds-engine.ts';
import { readSetupChecklist } from './setup-checklist.ts';
import {
  listWithdrawals,
  payWithdrawal,
  rejectWithdrawal,
  withdrawalReview,
} from './withdrawal-review.ts';

export type FundsAdminDeps = AdminRouteDeps & { uploads: Uploads; engine: FundsEngine };

/** The operator's review of deposits and withdrawals, and the funds configuration. */
export function registerFundsAdminRoutes(app: FastifyInstance, deps: FundsAdminDeps): void {
  const { db } = deps;
  const deposits = { db, signer: deps.uploads.signer, engine: deps.engine, now: deps.now };
  const withdrawals = { db, engine: deps.engine };
  const trail = (
    operatorId: number,
    action: string,
    target: string,
    before: unknown,
    after: unknown,
  ) => audit(db, { operatorId, action, target, before, after, at: deps.now() });

  adminRoute(app, deps, 'adminSetupChecklist', async () => readSetupChecklist(db));

  adminRoute(app, deps, 'adminDeposits', async ({ params }) => listDeposits(deposits, params));

  adminRoute(app, deps, 'adminDepositFinish', async ({ params, operator }) => {
    const before = await depositReview(deposits, params.id);
    await finishDeposit(deposits, { ...params, operatorId: operator.id });
    const after = await depositReview(deposits, params.id);
    await trail(operator.id, 'deposit.finish', `deposit:${params.id}`, before, after);
    return after;
  });

  for (const [name, status, action] of [
    ['adminDepositReject', FundsStatus.rejected, 'deposit.reject'],
    ['adminDepositInvalid', FundsStatus.invalid, 'deposit.invalid'],
  ] as const) {
    adminRoute(app, deps, name, async ({ params, operator }) => {
      const before = await depositReview(deposits, params.id);
      await closeDeposit(deposits, {
        id: params.id,
        status,
        remark: params.remark,
        operatorId: operator.id,
      });
      const after = await depositReview(deposits, params.id);
      await trail(operator.id, action, `deposit:${params.id}`, before, after);
      return after;
    });
  }

  adminRoute(app, deps, 'adminWithdrawals', async ({ params }) =>
    listWithdrawals(withdrawals, params),
  );

  adminRoute(app, deps, 'adminWithdrawalPay', async ({ params, operator }) => {
    const before = await withdrawalReview(withdrawals, params.id);
    await payWithdrawal(withdrawals, { ...params, operatorId: operator.id });
    const after = await withdrawalReview(withdrawals, params.id);
    await trail(operator.id, 'withdrawal.pay', `withdrawal:${params.id}`, before, after);
    return after;
  });

  adminRoute(app, deps, 'adminWithdrawalReject', async ({ params, operator }) => {
    const before = await withdrawalReview(withdrawals, params.id);
    await rejectWithdrawal(withdrawals, { ...params, operatorId: operator.id });
    const after = await withdrawalReview(withdrawals, params.id);
    await trail(operator.id, 'withdrawal.reject', `withdrawal:${params.id}`, before, after);
    return after;
  });

  adminRoute(app, deps, 'adminDepositNetworks', async () => depositNetworkConfigs(db));

  adminRoute(app, deps, 'adminSaveDepositNetwork', async ({ params, operator }) => {
    const { before, after } = await saveDepositNetwork(db, params);
    await trail(operator.id, 'depositNetwork.save', `depositNetwork:${after.id}`, before, after);
    return after;
  });

  adminRoute(app, deps, 'adminWireOptions', async () => wireOptionConfigs(db));

  adminRoute(app, deps, 'adminSaveWireOption', async ({ params, operator }) => {
    const { before, after } = await saveWireOption(db, params);
    await trail(operator.id, 'wireOption.save', `wireOption:${after.id}`, before, after);
    return after;
  });

  adminRoute(app, deps, 'adminDrawCurrencies', async () => drawCurrencyConfigs(db));

  adminRoute(app, deps, 'adminSaveDrawCurrency', async ({ params, operator }) => {
    const { before, after } = await saveDrawCurrency(db, params);
    await trail(operator.id, 'drawCurrency.save', `drawCurrency:${after.id}`, before, after);
    return after;
  });
}
