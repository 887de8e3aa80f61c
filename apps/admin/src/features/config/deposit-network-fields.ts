import { type ConfigField, channelUsdPriceField, offeredFields } from './config-fields.ts';

export const depositNetworkFields: readonly ConfigField[] = [
  { name: 'currencyCode', label: 'financial.currency', kind: 'text', column: true },
  { name: 'protocolCode', label: 'financial.protocol', kind: 'text', column: true },
  { name: 'address', label: 'financial.address', kind: 'text', column: true },
  channelUsdPriceField,
  ...offeredFields,
];
