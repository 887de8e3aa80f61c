/** Why a balance changed: the `type` of a ledger entry. Stable numbers, stored and sent to clients. */
export const LedgerType = {
  deposit: 1,
  marginLock: 2,
  marginRelease: 3,
  fee: 4,
  realisedPnl: 5,
  negativeBalanceProtection: 6,
  adjustment: 7,
  demoReset: 8,
  /** A cancelled pending order's fee, given back. */
  feeRefund: 9,
} as const;
export type LedgerType = (typeof LedgerType)[keyof typeof LedgerType];

/** The memo of each entry is a translation key, so statements read in the trader's language. */
export const LedgerMemo = {
  demoCredit: 'financial.ledgerDemoCredit',
  marginLock: 'financial.ledgerMarginLock',
  marginRelease: 'financial.ledgerMarginRelease',
  fee: 'financial.ledgerTradeFee',
  realisedPnl: 'financial.ledgerRealisedPnl',
  negativeBalanceProtection: 'financial.ledgerNegativeBalanceProtection',
  demoReset: 'financial.ledgerDemoReset',
  feeRefund: 'financial.ledgerFeeRefund',
} as const;
