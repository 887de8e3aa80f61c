import { AccountKind } from '@tp/contract/codes';
import type { CallParams } from '../../api/api-client.ts';
import { phoneDigits } from './phone-fields.ts';
import type { AccountKindValue } from './register-form.ts';

export type LoginFields = {
  kind: AccountKindValue;
  /** The e-mail, or the phone number on the phone tab. */
  account: string;
  areaId: number | null;
  password: string;
  /** The characters of the picture code, once the server has asked for one. */
  captcha: string;
};
export type LoginFieldError =
  | 'auth.enterEmail'
  | 'auth.enterPhone'
  | 'auth.enterPassword'
  | 'auth.enterCaptcha';

/** What a sign-in sends besides the form: this browser's id, and the picture code shown, if any. */
export type LoginExtras = { deviceId: string; captchaKey: string | null };

export const emptyLoginFields: LoginFields = {
  kind: AccountKind.email,
  account: '',
  areaId: null,
  password: '',
  captcha: '',
};

/**
 * The form the sign-in page opens with: the account a registration just opened, which it hands
 * over in the navigation's state (never the address bar), else empty. Anything else in the state
 * is ignored.
 */
export function initialLoginFields(state: unknown): LoginFields {
  const registered = (state as { registered?: unknown } | null)?.registered as
    | { kind?: unknown; account?: unknown; areaId?: unknown }
    | undefined;
  if (!registered || typeof registered.account !== 'string' || registered.account === '')
    return emptyLoginFields;
  const kind = registered.kind === AccountKind.phone ? AccountKind.phone : AccountKind.email;
  const areaId = typeof registered.areaId === 'number' ? registered.areaId : null;
  return { ...emptyLoginFields, kind, account: registered.account.slice(0, 128), areaId };
}

/** Whether the sign-in page was opened by a registration that just succeeded. */
export const cameFromRegistration = (state: unknown): boolean =>
  initialLoginFields(state) !== emptyLoginFields;

/**
 * Spec §5: the account (the e-mail, or the phone) and the password, checked in that order; then
 * the picture code when one is shown.
 */
export function loginFormError(fields: LoginFields, captchaShown = false): LoginFieldError | null {
  if (fields.account.trim() === '')
    return fields.kind === AccountKind.phone ? 'auth.enterPhone' : 'auth.enterEmail';
  if (fields.password === '') return 'auth.enterPassword';
  if (captchaShown && fields.captcha.trim() === '') return 'auth.enterCaptcha';
  return null;
}

/**
 * loginForU's form: login_type 1 with the e-mail; 2 with the phone, sent as `+852 91234567`
 * when a calling code is chosen (the national number alone matches it under any code); the
 * browser's id always, and the picture code's id and characters once one is shown.
 */
export function loginParams(
  fields: LoginFields,
  globalCode: string | undefined,
  extras: LoginExtras,
): CallParams<'login'> {
  const byPhone = fields.kind === AccountKind.phone;
  const phone = phoneDigits(fields.account);
  return {
    account: byPhone ? (globalCode ? `${globalCode} ${phone}` : phone) : fields.account.trim(),
    password: fields.password,
    login_type: fields.kind,
    device_id: extras.deviceId,
    ...(extras.captchaKey
      ? { captcha_key: extras.captchaKey, captcha_code: fields.captcha.trim() }
      : {}),
  };
}
