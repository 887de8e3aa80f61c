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
  /** A withdrawal under review: its amount leaves the balance and is held. */
  withdrawalHold: 10,
  /** A rejected withdrawal: the held amount comes back. */
  withdrawalRelease: 11,
  /** A paid withdrawal: the hold ends, the money has left (an entry of 0). */
  withdrawalPaid: 12,
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
  deposit: 'financial.ledgerDeposit',
  withdrawalHold: 'financial.ledgerWithdrawalHold',
  withdrawalRelease: 'financial.ledgerWithdrawalRelease',
  withdrawalPaid: 'financial.ledgerWithdrawalPaid',
} as const;
