import type { Endpoints } from '@tp/contract/endpoints';
import { AccountKind, CodePurpose, VerifyRegType } from '@tp/contract/entities';
import type { Language } from '@tp/contract/languages';
import { legalDocumentsVersion } from '@tp/contract/legal-documents';
import { Decimal } from '@tp/domain/decimal';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { EngineApi } from '../engine/engine-api.ts';
import { LedgerMemo } from '../engine/ledger-type.ts';
import { ApiError } from '../http/api-error.ts';
import { hashPassword } from '../http/password.ts';
import type { Outbox } from '../messaging/outbox.ts';
import type { CaptchaStore } from '../verification/captcha-store.ts';
import { codeMessage } from '../verification/code-message.ts';
import { type CodeTarget, useCode } from '../verification/verification-codes.ts';
import { emailAccount, nationalNumber, phoneAccount } from './account-address.ts';
import { checkNewPassword } from './new-password.ts';
import { insertRealUser } from './new-user.ts';
import {
  phoneEnabled,
  type RegistrationSettings,
  registrationSettings,
  ShowMobile,
} from './registration-settings.ts';
import { accountByEmail, accountByPhone, areaCodeOf } from './user-lookup.ts';

export type RegisterParams = z.output<Endpoints['register']['params']>;
export type RegistrationDeps = {
  db: Db;
  now: () => Date;
  engine: EngineApi;
  outbox: Outbox;
  captchas: CaptchaStore;
};

/** What names the new account, and the phone it may carry. */
type Identity = {
  kind: number;
  email: string | null;
  mobile: string | null;
  areaCode: string | null;
  /** Where the code was sent and where "already registered" goes. */
  target: CodeTarget;
};

/** The phone fields of an e-mail registration, by is_show_mobile; both optional. */
async function contactPhone(
  db: Db,
  params: RegisterParams,
  settings: RegistrationSettings,
): Promise<{ mobile: string | null; areaCode: string | null }> {
  if (!phoneEnabled(settings) || !params.mobile) return { mobile: null, areaCode: null };
  const mobile = nationalNumber(params.mobile);
  if (settings.showMobile === ShowMobile.phoneOnly) return { mobile, areaCode: null };
  const areaCode = await areaCodeOf(db, params.area_id);
  if (!areaCode) throw new ApiError('chooseArea');
  return { mobile, areaCode };
}

async function identityOf(
  db: Db,
  params: RegisterParams,
  settings: RegistrationSettings,
): Promise<Identity> {
  const kind = params.type ?? AccountKind.email;
  if (kind === AccountKind.phone) {
    if (!phoneEnabled(settings)) throw new ApiError('phoneNotEnabled');
    const phone = await phoneAccount(db, params.account, params.area_id);
    return {
      kind,
      email: null,
      mobile: phone.national,
      areaCode: phone.areaCode,
      target: { channel: 'sms', address: phone.full, purpose: CodePurpose.register },
    };
  }
  if (kind !== AccountKind.email) throw new ApiError('invalidField', { field: 'type' });
  const email = emailAccount(params.account);
  return {
    kind,
    email,
    ...(await contactPhone(db, params, settings)),
    target: { channel: 'email', address: email, purpose: CodePurpose.register },
  };
}

/** The real user whose invite code was given; required when the operator says so. */
async function referrerOf(
  db: Db,
  inviteCode: string | undefined,
  required: boolean,
): Promise<number | null> {
  if (!inviteCode) {
    if (required) throw new ApiError('enterInviteCode');
    return null;
  }
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('invite_code', '=', inviteCode.toUpperCase())
    .where('is_demo', '=', false)
    .executeTakeFirst();
  if (!row) throw new ApiError('invalidInviteCode');
  return row.id;
}

/**
 * The trader ticked the risk disclosure and terms box, on a form that showed the current
 * documents: a form loaded before they changed is refused, so every consent names what it read.
 */
function checkConsent(params: RegisterParams): void {
  if (params.agree_terms !== 1) throw new ApiError('consentRequired');
  if (params.terms_version !== undefined && params.terms_version !== legalDocumentsVersion)
    throw new ApiError('consentRequired');
}

/** The code sent by e-mail or SMS, or the captcha's answer (verify_reg_type = 2). */
async function checkCode(
  deps: RegistrationDeps,
  params: RegisterParams,
  settings: RegistrationSettings,
  target: CodeTarget,
): Promise<void> {
  if (!params.sms_code) throw new ApiError('enterCode');
  if (settings.verifyRegType === VerifyRegType.captcha) {
    if (!params.key || !(await deps.captchas.check(params.key, params.sms_code)))
      throw new ApiError('wrongCaptcha');
    return;
  }
  await useCode(deps.db, target, params.sms_code, deps.now());
}

const existingAccount = (db: Db, identity: Identity) =>
  identity.email !== null
    ? accountByEmail(db, identity.email)
    : accountByPhone(db, identity.areaCode ?? '', identity.mobile ?? '');

/**
 * Registration (spec §5): each missing or wrong field answers its own message, in the form's
 * order. An address that already has an account gets a message saying so, and the asker the
 * same success as a new one, so the reply never tells which addresses are registered. (With
 * codes by e-mail or SMS such an address was sent no code, so it fails as a wrong code.)
 * The new user gets its own invite code, its referrer, the consent it gave (the documents'
 * version and the time), and an account opened by the engine.
 */
export async function registerUser(
  deps: RegistrationDeps,
  params: RegisterParams,
  lang: Language,
): Promise<void> {
  const settings = await registrationSettings(deps.db);
  const identity = await identityOf(deps.db, params, settings);
  const password = checkNewPassword(params.password, params.re_password, 'passwordRequired');
  const referrerId = await referrerOf(deps.db, params.invite_code, settings.inviteRequired);
  if (!params.sms_code) throw new ApiError('enterCode');
  // Asked after the code is typed (the form's order) and before it is used up.
  checkConsent(params);
  await checkCode(deps, params, settings, identity.target);

  // Hashed before the existence check, so both outcomes cost the same.
  const passwordHash = await hashPassword(password);
  const taken = async () => (await existingAccount(deps.db, identity)) !== undefined;
  const created = (await taken())
    ? null
    : await insertRealUser(
        deps.db,
        {
          email: identity.email,
          mobile: identity.mobile,
          areaCode: identity.areaCode,
          passwordHash,
          referrerId,
          lang,
          consent: { version: legalDocumentsVersion, at: deps.now() },
        },
        taken,
      );
  if (!created) {
    await deps.outbox.post(codeMessage(identity.target, null, lang));
    return;
  }
  await deps.engine.openAccount({
    userId: created.id,
    initialBalance: new Decimal(0),
    memo: LedgerMemo.demoCredit,
  });
}
