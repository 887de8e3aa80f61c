/** The broker's bank accounts for wire deposits. */
export const enBank = {
  'bank.wireOptions': 'Wire bank options',
  'bank.bankName': 'Bank name',
  'bank.bankAddress': 'Bank address',
  'bank.bankSwift': 'SWIFT',
  'bank.payeeName': 'Payee name',
  'bank.payeeAccount': 'Payee account',
  'bank.bankRemark': 'Remark for the trader',
  'bank.bankCoin': 'Currency',
  'bank.bankCoinHelp': 'The currency traders wire in to this account.',
} as const;
