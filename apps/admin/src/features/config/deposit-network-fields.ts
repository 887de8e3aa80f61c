import type { ConfigField } from './config-fields.ts';

export const depositNetworkFields: readonly ConfigField[] = [
  { name: 'currencyCode', label: 'financial.currency', kind: 'text', column: true },
  { name: 'protocolCode', label: 'financial.protocol', kind: 'text', column: true },
  { name: 'address', label: 'financial.address', kind: 'text', column: true },
  {
    name: 'usdPrice',
    label: 'financial.usdPrice',
    help: 'financial.usdPriceHelp',
    kind: 'number',
    column: true,
    optional: true,
  },
  { name: 'enabled', label: 'public.enabled', kind: 'switch', column: true, optional: true },
  { name: 'sort', label: 'public.sort', kind: 'number', column: true, optional: true },
];
