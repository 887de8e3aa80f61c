import { DrawFeeType, DrawKind } from '@tp/contract/codes';
import { type ConfigField, offeredFields } from './config-fields.ts';

export const drawCurrencyFields: readonly ConfigField[] = [
  { name: 'code', label: 'withdraw.currencyCode', kind: 'text', column: true },
  { name: 'protocol', label: 'financial.protocol', kind: 'text', column: true },
  {
    name: 'type',
    label: 'withdraw.kind',
    kind: 'choice',
    column: true,
    choices: [
      { value: DrawKind.coin, label: 'withdraw.kindCoin' },
      { value: DrawKind.bank, label: 'withdraw.kindBank' },
    ],
  },
  {
    name: 'drawRate',
    label: 'withdraw.drawRate',
    help: 'withdraw.drawRateHelp',
    kind: 'number',
    column: true,
  },
  {
    name: 'feeType',
    label: 'withdraw.feeType',
    kind: 'choice',
    column: true,
    choices: [
      { value: DrawFeeType.fixed, label: 'withdraw.feeFixed' },
      { value: DrawFeeType.rate, label: 'withdraw.feeRate' },
    ],
  },
  { name: 'fee', label: 'withdraw.fee', help: 'withdraw.feeHelp', kind: 'number', column: true },
  { name: 'usdPrice', label: 'financial.usdPrice', kind: 'number', column: true },
  {
    name: 'minNumber',
    label: 'withdraw.minimum',
    help: 'withdraw.minimumHelp',
    kind: 'number',
    column: true,
    optional: true,
  },
  ...offeredFields,
];
