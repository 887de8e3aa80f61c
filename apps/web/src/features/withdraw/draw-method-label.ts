import { DrawKind } from '@tp/contract/codes';
import type { DrawMethod } from '@tp/contract/entities';

/** How a bound method reads in a list: the address, or the bank and the account number. */
export function drawMethodLabel(method: DrawMethod): string {
  if (method.type === DrawKind.bank) {
    return [method.bank_name, method.payee_account].filter((part) => part !== '').join(' · ');
  }
  return method.dc_address;
}

/** A currency as the trader picks it: its code, and the network when it has one. */
export const drawCurrencyLabel = (currency: { code: string; protocol: string }): string =>
  currency.protocol ? `${currency.code} · ${currency.protocol}` : currency.code;
