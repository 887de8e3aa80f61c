import { AccountKind } from '@tp/contract/codes';
import { legalDocumentsVersion } from '@tp/contract/legal-documents';
import { passwordLengthMin } from '@tp/contract/routes';
import type { CallParams } from '../../api/api-client.ts';
import { PhoneFields, phoneDigits } from './phone-fields.ts';

export type AccountKindValue = (typeof AccountKind)[keyof typeof AccountKind];

export type RegisterFields = {
  kind: AccountKindValue;
  email: string;
  /** The account on the phone tab; an optional contact number on the e-mail tab. */
  phone: string;
  /** Id of the chosen calling code of area_list. */
  areaId: number | null;
  password: string;
  rePassword: string;
  inviteCode: string;
  /** The e-mail or SMS code, or the picture code's characters. */
  code: string;
  /** The risk disclosure and terms box is ticked. */
  consent: boolean;
};

export type RegisterRules = {
  phoneFields: PhoneFields;
  /** The setting register_invite_required is '1'. */
  inviteRequired: boolean;
  /** verify_reg_type 2: an image captcha instead of a sent code. */
  captcha: boolean;
};

/** Every message the form can show, by translation key. */
export type RegisterError =
  | 'auth.enterEmail'
  | 'auth.enterPhone'
  | 'auth.chooseArea'
  | 'auth.enterPassword'
  | 'auth.passwordTooShort'
  | 'auth.enterRePassword'
  | 'auth.passwordMismatch'
  | 'auth.enterInviteCode'
  | 'auth.enterCode'
  | 'auth.consentRequired';

export const emptyRegisterFields: RegisterFields = {
  kind: AccountKind.email,
  email: '',
  phone: '',
  areaId: null,
  password: '',
  rePassword: '',
  inviteCode: '',
  code: '',
  consent: false,
};

/** Which phone fields the form shows for this tab and setting. */
export function registerPhoneInputs(
  kind: AccountKindValue,
  phoneFields: PhoneFields,
): { area: boolean; phone: boolean } {
  // A phone account is named by its calling code and number, so its tab always asks both.
  if (kind === AccountKind.phone) return { area: true, phone: true };
  return {
    area: phoneFields === PhoneFields.areaAndPhone,
    phone: phoneFields !== PhoneFields.none,
  };
}

/**
 * Spec §5, in the order the trader fills the form in: what is missing or wrong; empty means
 * the form may be sent. The server checks the same and more (the code itself, the invite code).
 */
export function registerErrors(fields: RegisterFields, rules: RegisterRules): RegisterError[] {
  const errors: RegisterError[] = [];
  const inputs = registerPhoneInputs(fields.kind, rules.phoneFields);
  if (fields.kind === AccountKind.email && fields.email.trim() === '')
    errors.push('auth.enterEmail');
  // On the e-mail tab the phone is an optional contact; on the phone tab it names the account.
  const byPhone = fields.kind === AccountKind.phone;
  const phoneGiven = phoneDigits(fields.phone) !== '';
  if (inputs.area && (byPhone || phoneGiven) && fields.areaId === null)
    errors.push('auth.chooseArea');
  if (byPhone && !phoneGiven) errors.push('auth.enterPhone');
  if (fields.password === '') errors.push('auth.enterPassword');
  else if (fields.password.length < passwordLengthMin) errors.push('auth.passwordTooShort');
  if (fields.rePassword === '') errors.push('auth.enterRePassword');
  else if (fields.password !== '' && fields.rePassword !== fields.password)
    errors.push('auth.passwordMismatch');
  if (rules.inviteRequired && fields.inviteCode.trim() === '') errors.push('auth.enterInviteCode');
  if (fields.code.trim() === '') errors.push('auth.enterCode');
  if (!fields.consent) errors.push('auth.consentRequired');
  return errors;
}

/** The register call's form (spec §7) for a form that passed `registerErrors`. */
export function registerParams(
  fields: RegisterFields,
  rules: RegisterRules,
  captchaKey: string | null,
): CallParams<'register'> {
  const inputs = registerPhoneInputs(fields.kind, rules.phoneFields);
  const phone = phoneDigits(fields.phone);
  const byPhone = fields.kind === AccountKind.phone;
  return {
    type: fields.kind,
    area_id: inputs.area && fields.areaId !== null ? fields.areaId : undefined,
    account: byPhone ? phone : fields.email.trim(),
    password: fields.password,
    re_password: fields.rePassword,
    invite_code: fields.inviteCode.trim() || undefined,
    sms_code: fields.code.trim(),
    key: rules.captcha && captchaKey ? captchaKey : undefined,
    mobile: !byPhone && inputs.phone && phone ? phone : undefined,
    agree_terms: fields.consent ? 1 : 0,
    terms_version: legalDocumentsVersion,
  };
}

/** What the sign-in page opens with after a registration: the account just opened. */
export type RegisteredAccount = { kind: AccountKindValue; account: string; areaId: number | null };

export function registeredAccount(fields: RegisterFields): RegisteredAccount {
  return fields.kind === AccountKind.phone
    ? { kind: fields.kind, account: phoneDigits(fields.phone), areaId: fields.areaId }
    : { kind: fields.kind, account: fields.email.trim(), areaId: null };
}
