import { codeResendSeconds } from '@tp/contract/endpoints';
import { CodePurpose } from '@tp/contract/entities';
import type { FastifyInstance } from 'fastify';
import { emailAccount, phoneAccount } from '../accounts/account-address.ts';
import { phoneEnabled, registrationSettings } from '../accounts/registration-settings.ts';
import { accountByEmail, accountByPhone } from '../accounts/user-lookup.ts';
import { ApiError } from '../http/api-error.ts';
import { route } from '../http/route.ts';
import { captchaImage } from './captcha-image.ts';
import { CaptchaStore } from './captcha-store.ts';
import { type SendCodeDeps, sendCode } from './send-code.ts';

const isPurpose = (type: number): boolean =>
  type === CodePurpose.register || type === CodePurpose.reset;

/**
 * A code is sent to a new address (register) or a known one (reset); otherwise the message
 * says the address has, or lacks, an account. The asker gets the same answer either way.
 */
const sendsCode = (purpose: number, exists: boolean): boolean =>
  purpose === CodePurpose.register ? !exists : exists;

/** The image captcha, send_email and send_sms (spec §7, Setup). */
export function registerVerificationRoutes(app: FastifyInstance, deps: SendCodeDeps): void {
  const captchas = new CaptchaStore(deps.db, deps.now);

  route(app, deps, 'captcha', async () => {
    const { id, answer } = await captchas.issue();
    return { id, b64s: await captchaImage(answer) };
  });

  route(app, deps, 'sendEmail', async ({ params, user, lang, request, setMessage }) => {
    if (!isPurpose(params.type)) throw new ApiError('invalidCodeType');
    // A signed-in user asking for a reset code with no address gets it at its own e-mail
    // (amend_password type 2).
    const to =
      params.to ?? (params.type === CodePurpose.reset ? (user?.email ?? undefined) : undefined);
    const email = emailAccount(to);
    const exists = (await accountByEmail(deps.db, email)) !== undefined;
    await sendCode(deps, {
      target: { channel: 'email', address: email, purpose: params.type },
      withCode: sendsCode(params.type, exists),
      ip: request.ip,
      lang,
    });
    setMessage('auth.codeSent');
    return { resend_after: codeResendSeconds };
  });

  route(app, deps, 'sendSms', async ({ params, lang, request, setMessage }) => {
    if (!isPurpose(params.type)) throw new ApiError('invalidCodeType');
    if (params.type === CodePurpose.register && !phoneEnabled(await registrationSettings(deps.db)))
      throw new ApiError('phoneNotEnabled');
    const phone = await phoneAccount(deps.db, params.to, params.area_id);
    const exists = (await accountByPhone(deps.db, phone.areaCode, phone.national)) !== undefined;
    await sendCode(deps, {
      target: { channel: 'sms', address: phone.full, purpose: params.type },
      withCode: sendsCode(params.type, exists),
      ip: request.ip,
      lang,
    });
    setMessage('auth.codeSent');
    return { resend_after: codeResendSeconds };
  });
}
