import { AccountKind } from '@tp/contract/entities';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { EngineApi } from '../engine/engine-api.ts';
import { LedgerMemo } from '../engine/ledger-type.ts';
import { ApiError } from '../http/api-error.ts';
import { createSession, endSession, tokenFromHeader } from '../http/auth.ts';
import { route } from '../http/route.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { SignInGuard } from '../sign-in/sign-in-guard.ts';
import { CaptchaStore } from '../verification/captcha-store.ts';
import { demoBalance } from './demo-balance.ts';
import { findOrCreateDemoUser } from './demo-user.ts';
import { isStrongDeviceId } from './device-id-strength.ts';
import { FailureWindow } from './failure-window.ts';
import { type Credentials, userForPassword } from './password-login.ts';
import { registerPasswordRoutes } from './password-routes.ts';
import { isPrintable } from './printable.ts';
import { registerUser } from './registration.ts';
import { userView } from './user-view.ts';

/** Wrong current passwords per user in a quarter of an hour when changing it (a session is needed). */
const amendFailuresMax = 10;
const amendFailureWindowMs = 15 * 60_000;

export type AccountDeps = {
  db: Db;
  now: () => Date;
  engine: EngineApi;
  config: Config;
  outbox: Outbox;
};

/**
 * Demo account creation and reset, registration, sign-in and logout, password reset and
 * change, user info and balance.
 */
export function registerAccountRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const captchas = new CaptchaStore(deps.db, deps.now);
  const guard = new SignInGuard({ ...deps, captchas, realm: 'trader' });
  const amendFailures = new FailureWindow(amendFailuresMax, amendFailureWindowMs);
  route(app, deps, 'createDemoAccount', async ({ params }) => {
    if (!isPrintable(params.demo_id)) throw new ApiError('invalidField', { field: 'demo_id' });
    // The device id is all a demo account asks for, so it must be as unguessable as a password.
    if (!isStrongDeviceId(params.demo_id)) throw new ApiError('demoIdWeak');
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

  route(app, deps, 'login', async ({ params, request, setMessage }) => {
    const kind = params.login_type ?? AccountKind.email;
    if (kind !== AccountKind.email && kind !== AccountKind.phone)
      throw new ApiError('invalidField', { field: 'login_type' });
    if (!params.account)
      throw new ApiError(kind === AccountKind.phone ? 'enterPhone' : 'accountRequired');
    if (!params.password) throw new ApiError('passwordRequired');
    if (!isPrintable(params.account)) throw new ApiError('invalidField', { field: 'account' });
    for (const field of ['device_id', 'captcha_key', 'captcha_code'] as const) {
      const value = params[field];
      if (value !== undefined && !isPrintable(value)) throw new ApiError('invalidField', { field });
    }
    const captcha: Credentials['captcha'] =
      params.captcha_key && params.captcha_code
        ? { key: params.captcha_key, code: params.captcha_code }
        : undefined;
    const user = await userForPassword(
      { db: deps.db, guard },
      {
        kind,
        account: params.account,
        password: params.password,
        ip: request.ip,
        deviceId: params.device_id,
        captcha,
      },
    );
    const token = await createSession(deps.db, user.id, deps.now());
    setMessage('auth.loggedIn');
    return { token, user: userView(user) };
  });

  route(app, deps, 'register', async ({ params, lang, setMessage }) => {
    for (const field of ['account', 'invite_code', 'sms_code', 'key', 'mobile'] as const) {
      const value = params[field];
      if (value !== undefined && !isPrintable(value)) throw new ApiError('invalidField', { field });
    }
    await registerUser({ ...deps, captchas }, params, lang);
    setMessage('auth.registered');
    return null;
  });

  route(app, deps, 'logout', async ({ request, setMessage }) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (token) await endSession(deps.db, token);
    setMessage('auth.loggedOut');
    return null;
  });

  registerPasswordRoutes(app, { ...deps, amendFailures });

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
