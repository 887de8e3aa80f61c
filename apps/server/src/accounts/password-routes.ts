import { passwordLengthMin } from '@tp/contract/endpoints';
import { AccountKind, AmendKind, CodePurpose } from '@tp/contract/entities';
import type { Language } from '@tp/contract/languages';
import { translateServerMessage } from '@tp/contract/server-messages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { type AuthUser, endUserSessions, tokenFromHeader } from '../http/auth.ts';
import { hashPassword, verifyPassword } from '../http/password.ts';
import { route } from '../http/route.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { forgetDevices } from '../sign-in/known-devices.ts';
import { type CodeTarget, useCode } from '../verification/verification-codes.ts';
import { emailAccount, phoneAccount } from './account-address.ts';
import { normaliseEmail } from './contact.ts';
import type { FailureWindow } from './failure-window.ts';
import { checkNewPassword } from './new-password.ts';
import { type AccountRow, accountByEmail, accountByPhone } from './user-lookup.ts';

export type PasswordDeps = {
  db: Db;
  now: () => Date;
  outbox: Outbox;
  /** Wrong current passwords per user: only someone holding a session can add to them. */
  amendFailures: FailureWindow;
};

/** The account a reset names and where its code went. */
async function resetTarget(
  db: Db,
  type: number | undefined,
  account: string | undefined,
  areaId: number | undefined,
): Promise<{ target: CodeTarget; find: () => Promise<AccountRow | undefined> }> {
  const kind = type ?? AccountKind.email;
  if (kind === AccountKind.phone) {
    const phone = await phoneAccount(db, account, areaId);
    return {
      target: { channel: 'sms', address: phone.full, purpose: CodePurpose.reset },
      find: () => accountByPhone(db, phone.areaCode, phone.national),
    };
  }
  if (kind !== AccountKind.email) throw new ApiError('invalidField', { field: 'type' });
  const email = emailAccount(account);
  return {
    target: { channel: 'email', address: email, purpose: CodePurpose.reset },
    find: () => accountByEmail(db, email),
  };
}

/** A new password; the devices the old one signed in from are no longer trusted. */
async function setPassword(db: Db, userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .execute();
  await forgetDevices(db, 'trader', userId);
}

/** Tells the owner by e-mail; an account without one has nowhere to be told. */
async function notifyChanged(outbox: Outbox, email: string | null, lang: Language): Promise<void> {
  if (!email) return;
  await outbox.post({
    channel: 'email',
    to: email,
    subject: translateServerMessage(lang, 'mail.passwordChangedSubject'),
    body: translateServerMessage(lang, 'mail.passwordChangedBody'),
  });
}

/** The current password of amend_password type 1, with failures limited like sign-in. */
async function checkCurrentPassword(deps: PasswordDeps, user: AuthUser, password: string) {
  const key = `amend:${user.id}`;
  const waitMs = deps.amendFailures.blockedForMs(key, deps.now());
  if (waitMs > 0) throw new ApiError('loginLimitReached', { minutes: Math.ceil(waitMs / 60_000) });
  const row = await deps.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', user.id)
    .executeTakeFirst();
  if (!row?.password_hash || !(await verifyPassword(row.password_hash, password))) {
    deps.amendFailures.recordFailure(key, deps.now());
    throw new ApiError('wrongOldPassword');
  }
  deps.amendFailures.clear(key);
}

/** forget_password and amend_password. */
export function registerPasswordRoutes(app: FastifyInstance, deps: PasswordDeps): void {
  route(app, deps, 'forgetPassword', async ({ params, lang, setMessage }) => {
    const { target, find } = await resetTarget(
      deps.db,
      params.type,
      params.account,
      params.area_id,
    );
    const password = checkNewPassword(
      params.new_password,
      params.secondary_password,
      'enterNewPassword',
    );
    if (!params.auth_code) throw new ApiError('enterCode');
    // An address without an account was sent no code, so it fails here like a wrong code.
    await useCode(deps.db, target, params.auth_code, deps.now());
    const account = await find();
    if (!account) throw new ApiError('wrongCode');
    await setPassword(deps.db, account.id, password);
    await endUserSessions(deps.db, account.id);
    await notifyChanged(deps.outbox, account.email, lang);
    setMessage('forgot.passwordReset');
    return null;
  });

  route(app, deps, 'amendPassword', async ({ params, user, lang, request, setMessage }) => {
    if (user.isDemo) throw new ApiError('demoRestricted');
    const kind = params.type ?? AmendKind.currentPassword;
    if (kind !== AmendKind.currentPassword && kind !== AmendKind.emailCode)
      throw new ApiError('invalidField', { field: 'type' });
    if (!params.auth_code)
      throw new ApiError(kind === AmendKind.currentPassword ? 'enterOldPassword' : 'enterCode');
    if (!params.new_password) throw new ApiError('enterNewPassword');
    if ([...params.new_password].length < passwordLengthMin)
      throw new ApiError('passwordTooShort', { min: passwordLengthMin });
    if (kind === AmendKind.currentPassword) {
      await checkCurrentPassword(deps, user, params.auth_code);
    } else {
      if (!user.email) throw new ApiError('wrongCode');
      const address = normaliseEmail(user.email);
      const target = { channel: 'email', address, purpose: CodePurpose.reset } as const;
      await useCode(deps.db, target, params.auth_code, deps.now());
    }
    await setPassword(deps.db, user.id, params.new_password);
    // The session that made the change stays; every other one ends.
    await endUserSessions(deps.db, user.id, tokenFromHeader(request.headers.authorization));
    await notifyChanged(deps.outbox, user.email, lang);
    setMessage('user.passwordChanged');
    return null;
  });
}
