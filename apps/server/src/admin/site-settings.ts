import type { SiteSettings } from '@tp/contract/admin-operations';
import { languages } from '@tp/contract/languages';
import { Decimal } from '@tp/domain/decimal';
import { isRiskProfile } from '@tp/domain/risk-profile';
import type { Db } from '../db/database.ts';

export type SettingName = keyof SiteSettings;

/** Every setting the back office runs, in the contract's order. */
export const settingNames = [
  'service_link',
  'service_link_type',
  'verify_reg_type',
  'trade_fee_type',
  'is_show_mobile',
  'stop_out_level',
  'demo_balance',
  'company_status',
  'company_type',
  'loss_address',
  'complaint_email',
  'register_invite_required',
  'default_language',
  'risk_profile',
] as const satisfies readonly SettingName[];

type NumberSetting = {
  [K in SettingName]: SiteSettings[K] extends number ? K : never;
}[SettingName];

/** Settings that are one of a few codes, and the codes each takes. */
const choices: Partial<Record<NumberSetting, readonly number[]>> = {
  service_link_type: [0, 1],
  verify_reg_type: [1, 2],
  trade_fee_type: [1, 2],
  is_show_mobile: [0, 1, 3],
  company_status: [0, 1],
  company_type: [0, 1],
  register_invite_required: [0, 1],
};

/** What a setting reads as when its row is missing or unreadable (the seeds' values). */
const fallbacks: SiteSettings = {
  service_link: '',
  service_link_type: 1,
  verify_reg_type: 2,
  trade_fee_type: 1,
  is_show_mobile: 0,
  stop_out_level: 50,
  demo_balance: 10_000,
  company_status: 1,
  company_type: 1,
  loss_address: '',
  complaint_email: '',
  register_invite_required: 0,
  default_language: 'hk',
  risk_profile: 'none',
};

const demoBalanceMax = 1_000_000_000;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', settingNames)
    .execute();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const settings = { ...fallbacks };
  for (const name of settingNames) {
    const value = stored.get(name);
    if (value === undefined) continue;
    if (typeof fallbacks[name] === 'string') {
      Object.assign(settings, { [name]: value });
    } else if (value.trim() !== '' && Number.isFinite(Number(value))) {
      Object.assign(settings, { [name]: Number(value) });
    }
  }
  return settings;
}

/** The first setting whose value cannot be used, or null when all can. */
export function settingError(settings: SiteSettings): SettingName | null {
  for (const name of settingNames) {
    if (!settingValid(name, settings)) return name;
  }
  return null;
}

function settingValid(name: SettingName, settings: SiteSettings): boolean {
  switch (name) {
    case 'service_link':
      return settings.service_link === '' || isWebAddress(settings.service_link);
    case 'loss_address':
      // A closed site sends every client there, so it must lead somewhere.
      return settings.loss_address === ''
        ? settings.company_status !== 0
        : isWebAddress(settings.loss_address);
    case 'complaint_email':
      return settings.complaint_email === '' || emailPattern.test(settings.complaint_email);
    case 'default_language':
      return (languages as readonly string[]).includes(settings.default_language);
    case 'risk_profile':
      return isRiskProfile(settings.risk_profile);
    case 'stop_out_level':
      return decimalsAtMost(settings.stop_out_level, 2) && settings.stop_out_level <= 1000;
    case 'demo_balance':
      return decimalsAtMost(settings.demo_balance, 2) && settings.demo_balance <= demoBalanceMax;
    default: {
      const allowed = choices[name];
      return allowed === undefined || allowed.includes(settings[name]);
    }
  }
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const decimalsAtMost = (value: number, places: number): boolean =>
  Number.isFinite(value) && value >= 0 && new Decimal(String(value)).decimalPlaces() <= places;

/** The stored text of a value. */
export const settingText = (value: string | number): string =>
  typeof value === 'number' ? new Decimal(String(value)).toFixed() : value.trim();
