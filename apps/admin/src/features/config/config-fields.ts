import type { MessageKey } from '../../i18n/messages.ts';

/** One field of a configuration record: how it is edited and whether the table shows it. */
export type ConfigField = {
  name: string;
  label: MessageKey;
  help?: MessageKey;
  kind: 'text' | 'number' | 'switch' | 'choice';
  choices?: readonly { value: number; label: MessageKey }[];
  /** Shown as a column of the list. */
  column?: boolean;
  /** Left empty, the server's default applies. */
  optional?: boolean;
};

/** What one unit of a deposit channel credits in USD: suggested when a deposit is finished. */
export const channelUsdPriceField: ConfigField = {
  name: 'usdPrice',
  label: 'financial.usdPrice',
  help: 'financial.usdPriceHelp',
  kind: 'number',
  column: true,
  optional: true,
};

/** Whether traders are offered a record, and where in the list: the last fields of every list. */
export const offeredFields: readonly ConfigField[] = [
  { name: 'enabled', label: 'public.enabled', kind: 'switch', column: true, optional: true },
  { name: 'sort', label: 'public.sort', kind: 'number', column: true, optional: true },
];

/** A new deposit channel's starting values: priced at 1 USD, offered, first in the list. */
export const channelDefaults = { usdPrice: 1, enabled: true, sort: 0 };

/** The form's values as the save call's parameters: blanks dropped, texts trimmed. */
export function recordParams(
  values: Record<string, unknown>,
  fields: readonly ConfigField[],
  id: number | undefined,
): Record<string, unknown> {
  const params: Record<string, unknown> = id === undefined ? {} : { id };
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed === '' && field.optional) continue;
      params[field.name] = trimmed;
    } else {
      params[field.name] = field.kind === 'switch' ? Boolean(value) : value;
    }
  }
  return params;
}
