import type { SiteSettings } from '@tp/contract/admin-operations';
import { type SettingName, settingFields } from './settings-fields.ts';

/** The form's values: switches hold booleans, number inputs may be cleared (null). */
export type SettingsFormValues = Record<SettingName, string | number | boolean | null>;

const switchNames = new Set(
  settingFields.filter((field) => field.kind === 'switch').map((field) => field.name),
);

/** The saved settings as the form shows them. */
export function settingsToForm(settings: SiteSettings): SettingsFormValues {
  const values = { ...settings } as SettingsFormValues;
  for (const name of switchNames) values[name] = settings[name] === 1;
  return values;
}

/** The form's values as settings, for the contract's schema to check (a cleared number stays null). */
export function formToSettings(values: SettingsFormValues): Record<SettingName, unknown> {
  const settings: Record<string, unknown> = {};
  for (const field of settingFields) {
    const value = values[field.name];
    if (switchNames.has(field.name)) settings[field.name] = value ? 1 : 0;
    else if (typeof value === 'string' && field.kind !== 'number')
      settings[field.name] = value.trim();
    else settings[field.name] = value;
  }
  return settings as Record<SettingName, unknown>;
}

/** Only what the operator changed, so that the audit trail names exactly those settings. */
export function changedSettings(saved: SiteSettings, edited: SiteSettings): Partial<SiteSettings> {
  const changes: Partial<Record<SettingName, unknown>> = {};
  for (const field of settingFields) {
    if (saved[field.name] !== edited[field.name]) changes[field.name] = edited[field.name];
  }
  return changes as Partial<SiteSettings>;
}
