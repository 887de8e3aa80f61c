import { Decimal } from '@tp/domain/decimal';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { Engine } from '../engine/engine.ts';
import { LedgerMemo } from '../engine/ledger-type.ts';
import { ApiError } from '../http/api-error.ts';
import { createSession } from '../http/auth.ts';
import { route } from '../http/route.ts';
import { findOrCreateDemoUser } from './demo-user.ts';
import { isPrintable } from './printable.ts';
import { userView } from './user-view.ts';

export type AccountDeps = { db: Db; now: () => Date; engine: Engine; config: Config };

/** The demo starting balance: the operator's setting, else the configured default. */
async function demoBalance(deps: AccountDeps): Promise<Decimal> {
  const row = await deps.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'demo_balance')
    .executeTakeFirst();
  for (const candidate of [row?.value, deps.config.demoBalance]) {
    try {
      const value = new Decimal(candidate ?? '');
      if (value.isFinite() && value.gte(0)) return value;
    } catch {
      // Not a number: try the next source.
    }
  }
  return new Decimal(0);
}

/** Demo account creation, user info and balance. */
export function registerAccountRoutes(app: FastifyInstance, deps: AccountDeps): void {
  route(app, deps, 'createDemoAccount', async ({ params }) => {
    if (!isPrintable(params.demo_id)) throw new ApiError('invalidField', { field: 'demo_id' });
    const { user } = await findOrCreateDemoUser(deps.db, params.demo_id);
    // Also repairs a demo user whose account was never opened; a no-op for the others.
    await deps.engine.openAccount({
      userId: user.id,
      initialBalance: await demoBalance(deps),
      memo: LedgerMemo.demoCredit,
    });
    const token = await createSession(deps.db, user.id, deps.now());
    return {
      token,
      user: userView({
        id: user.id,
        uid: user.uid,
        isDemo: true,
        email: null,
        inviteCode: user.inviteCode,
      }),
    };
  });

  route(app, deps, 'userInfo', async ({ user }) => userView(user));

  route(app, deps, 'balance', async ({ user }) => {
    const { balance, lockBalance } = await deps.engine.balance(user.id);
    return { balance: balance.toNumber(), lock_balance: lockBalance.toNumber() };
  });
}
