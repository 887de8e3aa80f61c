import { AccountKind } from '@tp/contract/codes';
import { phoneDigits } from './phone-fields.ts';
import type { AccountKindValue } from './register-form.ts';

/** Where a verification code goes: an e-mail, or a phone number with its calling code. */
export type CodeAddress = {
  kind: AccountKindValue;
  email: string;
  phone: string;
  areaId: number | null;
};

export type CodeAddressError = 'auth.enterEmail' | 'auth.chooseArea' | 'auth.enterPhone';

/** What is missing before a code can be sent; null when the address is complete. */
export function codeAddressError(address: CodeAddress): CodeAddressError | null {
  if (address.kind === AccountKind.email)
    return address.email.trim() === '' ? 'auth.enterEmail' : null;
  if (address.areaId === null) return 'auth.chooseArea';
  return phoneDigits(address.phone) === '' ? 'auth.enterPhone' : null;
}
