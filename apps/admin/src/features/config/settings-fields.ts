import type { SiteSettings } from '@tp/contract/admin-operations';
import type { MessageKey } from '../../i18n/messages.ts';

export type SettingName = keyof SiteSettings;

type Choice = { value: number | string; label: MessageKey };

/** The kind of input a setting is edited with. */
export type SettingInput =
  | { kind: 'text' | 'email' }
  | { kind: 'number'; min: number; max?: number; step: number; suffix?: string }
  | { kind: 'choice'; choices: readonly Choice[] }
  | { kind: 'switch' }
  | { kind: 'language' };

/** How one site setting is edited: its label, what it does, and its kind of input. */
export type SettingField = {
  name: SettingName;
  label: MessageKey;
  help: MessageKey;
} & SettingInput;

/** A label whose explanation is the same key with `Help` after it. */
type SettingLabel = {
  [K in MessageKey]: `${K}Help` extends MessageKey ? K : never;
}[MessageKey];

/** One setting; its explanation is found by its label. */
function setting(name: SettingName, label: SettingLabel, input: SettingInput): SettingField {
  const help: `${SettingLabel}Help` = `${label}Help`;
  return { name, label, help, ...input };
}

/** The choices of a select, as value and label, in the order shown. */
function choices(...pairs: readonly [number | string, MessageKey][]): SettingInput {
  return { kind: 'choice', choices: pairs.map(([value, label]) => ({ value, label })) };
}

/** Every site setting in the order the form shows them, grouped as a trader meets them. */
export const settingFields: readonly SettingField[] = [
  setting('service_link', 'func.serviceLink', { kind: 'text' }),
  setting(
    'service_link_type',
    'func.serviceLinkType',
    choices([1, 'func.serviceLinkEmbedded'], [0, 'func.serviceLinkOpened']),
  ),
  setting(
    'verify_reg_type',
    'func.verifyRegType',
    choices([1, 'func.verifyByCode'], [2, 'func.verifyByCaptcha']),
  ),
  setting(
    'is_show_mobile',
    'func.isShowMobile',
    choices([0, 'func.mobileHidden'], [1, 'func.mobileAreaAndPhone'], [3, 'func.mobilePhoneOnly']),
  ),
  setting('register_invite_required', 'func.inviteRequired', { kind: 'switch' }),
  setting(
    'trade_fee_type',
    'func.tradeFeeType',
    choices([1, 'func.feePerLot'], [2, 'func.feeOfMargin']),
  ),
  setting('stop_out_level', 'func.stopOutLevel', {
    kind: 'number',
    min: 0,
    max: 1000,
    step: 1,
    suffix: '%',
  }),
  setting(
    'risk_profile',
    'func.riskProfile',
    choices(['none', 'func.riskProfileNone'], ['eu_retail', 'func.riskProfileEuRetail']),
  ),
  setting('demo_balance', 'func.demoBalance', {
    kind: 'number',
    min: 0,
    step: 1000,
    suffix: 'USD',
  }),
  setting(
    'company_status',
    'func.companyStatus',
    choices([1, 'func.siteOpen'], [0, 'func.siteRedirected']),
  ),
  setting(
    'company_type',
    'func.companyType',
    choices([1, 'func.standardMode'], [0, 'func.mainMode']),
  ),
  setting('loss_address', 'func.lossAddress', { kind: 'text' }),
  setting('complaint_email', 'func.complaintEmail', { kind: 'email' }),
  setting('default_language', 'news.defaultLanguage', { kind: 'language' }),
];
