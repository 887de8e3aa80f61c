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
