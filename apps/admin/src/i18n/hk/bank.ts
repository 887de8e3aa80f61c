import type { enBank } from '../en/bank.ts';

export const hkBank: Record<keyof typeof enBank, string> = {
  'bank.wireOptions': '電匯銀行',
  'bank.bankName': '銀行名稱',
  'bank.bankAddress': '銀行地址',
  'bank.bankSwift': 'SWIFT',
  'bank.payeeName': '收款人',
  'bank.payeeAccount': '收款帳號',
  'bank.bankRemark': '給交易者的備註',
  'bank.bankCoin': '幣種',
  'bank.bankCoinHelp': '交易者向此帳戶電匯的幣種。',
};
