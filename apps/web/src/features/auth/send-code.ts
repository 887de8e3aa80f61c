import { AccountKind } from '@tp/contract/codes';
import type { CodeSent } from '@tp/contract/entities';
import { call } from '../../api/call.ts';
import { type CodeAddress, type CodeAddressError, codeAddressError } from './code-address.ts';
import { phoneDigits } from './phone-fields.ts';

/** CodePurpose of send_email / send_sms: 1 register, 2 reset password. */
export type CodePurposeValue = 1 | 2;

/** Asks the server to send a code by e-mail or SMS; its msg ("code sent") shows as a toast. */
export function sendCode(address: CodeAddress, purpose: CodePurposeValue): Promise<CodeSent> {
  if (address.kind === AccountKind.phone) {
    return call(
      'sendSms',
      {
        to: phoneDigits(address.phone),
        area_id: address.areaId ?? undefined,
        type: purpose,
      },
      { successToast: true },
    );
  }
  return call('sendEmail', { to: address.email.trim(), type: purpose }, { successToast: true });
}

/**
 * Sends a code when the address is complete; otherwise sends nothing and reports what is
 * missing, for the form to show with the tap. Answers null when nothing was sent.
 */
export function sendCodeWhenComplete(
  address: CodeAddress,
  purpose: CodePurposeValue,
  report: (missing: CodeAddressError | null) => void,
): Promise<CodeSent> | null {
  const missing = codeAddressError(address);
  report(missing);
  return missing ? null : sendCode(address, purpose);
}
