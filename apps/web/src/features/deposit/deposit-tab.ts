/** The deposit page's tabs (spec §2 /mine/charge): on-chain coin or bank wire. */
export const DepositTab = { coin: 'coin', bank: 'bank' } as const;
export type DepositTab = (typeof DepositTab)[keyof typeof DepositTab];

/** `?type=bank` opens the bank tab; anything else the coin tab. */
export const depositTabFromQuery = (type: string | null): DepositTab =>
  type === DepositTab.bank ? DepositTab.bank : DepositTab.coin;
