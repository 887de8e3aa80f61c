import { type ConfigField, channelUsdPriceField, offeredFields } from './config-fields.ts';

export const wireOptionFields: readonly ConfigField[] = [
  { name: 'bankName', label: 'bank.bankName', kind: 'text', column: true },
  { name: 'bankAddress', label: 'bank.bankAddress', kind: 'text' },
  { name: 'bankSwift', label: 'bank.bankSwift', kind: 'text', column: true },
  { name: 'payeeName', label: 'bank.payeeName', kind: 'text', column: true },
  { name: 'payeeAccount', label: 'bank.payeeAccount', kind: 'text', column: true },
  { name: 'bankRemark', label: 'bank.bankRemark', kind: 'text', optional: true },
  {
    name: 'bankCoin',
    label: 'bank.bankCoin',
    help: 'bank.bankCoinHelp',
    kind: 'text',
    column: true,
  },
  channelUsdPriceField,
  ...offeredFields,
];
