import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { Engine } from '../engine/engine.ts';
import { LedgerMemo } from '../engine/ledger-type.ts';
import { ApiError } from '../http/api-error.ts';
import { createSession } from '../http/auth.ts';
import { route } from '../http/route.ts';
import { demoBalance } from './demo-balance.ts';
import { findOrCreateDemoUser } from './demo-user.ts';
import { newLoginThrottle, userForPassword } from './password-login.ts';
import { isPrintable } from './printable.ts';
import { userView } from './user-view.ts';

export type AccountDeps = { db: Db; now: () => Date; engine: Engine; config: Config };

/** Demo account creation and reset, sign-in, user info and balance. */
export function registerAccountRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const throttle = newLoginThrottle();
  route(app, deps, 'createDemoAccount', async ({ params }) => {
    if (!isPrintable(params.demo_id)) throw new ApiError('invalidField', { field: 'demo_id' });
    const { user } = await findOrCreateDemoUser(deps.db, params.demo_id);
    // Also repairs a demo user whose account was never opened; a no-op for the others.
    await deps.engine.openAccount({
      userId: user.id,
      initialBalance: await demoBalance(deps.db, deps.config),
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

  route(app, deps, 'login', async ({ params }) => {
    if (!params.account) throw new ApiError('accountRequired');
    if (!params.password) throw new ApiError('passwordRequired');
    if (!isPrintable(params.account)) throw new ApiError('invalidField', { field: 'account' });
    const user = await userForPassword(
      { ...deps, throttle },
      { account: params.account, password: params.password },
    );
    const token = await createSession(deps.db, user.id, deps.now());
    return { token, user: userView(user) };
  });

  route(app, deps, 'resetDemo', async ({ user, setMessage }) => {
    if (!user.isDemo) throw new ApiError('demoRestricted');
    const { balance, lockBalance } = await deps.engine.resetDemoAccount({
      userId: user.id,
      startingBalance: await demoBalance(deps.db, deps.config),
    });
    setMessage('user.demoReset');
    return { balance: balance.toNumber(), lock_balance: lockBalance.toNumber() };
  });

  route(app, deps, 'userInfo', async ({ user }) => userView(user));

  route(app, deps, 'balance', async ({ user }) => {
    const { balance, lockBalance } = await deps.engine.balance(user.id);
    return { balance: balance.toNumber(), lock_balance: lockBalance.toNumber() };
  });
}
