import { DrawKind } from '@tp/contract/codes';

export type DrawKindValue = (typeof DrawKind)[keyof typeof DrawKind];

/** `?type=2` means a bank account; anything else a coin address (spec §2 withdraw-way). */
export const drawKindFromQuery = (type: string | null): DrawKindValue =>
  type === String(DrawKind.bank) ? DrawKind.bank : DrawKind.coin;

/** The binding page of a kind, with the currency to preselect when there is one. */
export function bindMethodPath(kind: DrawKindValue, currencyId?: number | null): string {
  const currency = currencyId ? `&draw_id=${currencyId}` : '';
  return `/mine/withdraw-way?type=${kind}${currency}`;
}

export const boundListPath = (kind: DrawKindValue): string =>
  kind === DrawKind.bank ? '/mine/bank-card-list' : '/mine/coin-address-list';
