import type { SiteSettings } from '@tp/contract/admin-operations';
import type { MessageKey } from '../../i18n/messages.ts';

export type SettingName = keyof SiteSettings;

type Choice = { value: number; label: MessageKey };

/** How one site setting is edited: its label, what it does, and its kind of input. */
export type SettingField = {
  name: SettingName;
  label: MessageKey;
  help: MessageKey;
} & (
  | { kind: 'text' | 'email' }
  | { kind: 'number'; min: number; max?: number; step: number; suffix?: string }
  | { kind: 'choice'; choices: readonly Choice[] }
  | { kind: 'switch' }
);

/** Every site setting in the order the form shows them, grouped as a trader meets them. */
export const settingFields: readonly SettingField[] = [
  { name: 'service_link', label: 'func.serviceLink', help: 'func.serviceLinkHelp', kind: 'text' },
  {
    name: 'service_link_type',
    label: 'func.serviceLinkType',
    help: 'func.serviceLinkTypeHelp',
    kind: 'choice',
    choices: [
      { value: 1, label: 'func.serviceLinkEmbedded' },
      { value: 0, label: 'func.serviceLinkOpened' },
    ],
  },
  {
    name: 'verify_reg_type',
    label: 'func.verifyRegType',
    help: 'func.verifyRegTypeHelp',
    kind: 'choice',
    choices: [
      { value: 1, label: 'func.verifyByCode' },
      { value: 2, label: 'func.verifyByCaptcha' },
    ],
  },
  {
    name: 'is_show_mobile',
    label: 'func.isShowMobile',
    help: 'func.isShowMobileHelp',
    kind: 'choice',
    choices: [
      { value: 0, label: 'func.mobileHidden' },
      { value: 1, label: 'func.mobileAreaAndPhone' },
      { value: 3, label: 'func.mobilePhoneOnly' },
    ],
  },
  {
    name: 'register_invite_required',
    label: 'func.inviteRequired',
    help: 'func.inviteRequiredHelp',
    kind: 'switch',
  },
  {
    name: 'trade_fee_type',
    label: 'func.tradeFeeType',
    help: 'func.tradeFeeTypeHelp',
    kind: 'choice',
    choices: [
      { value: 1, label: 'func.feePerLot' },
      { value: 2, label: 'func.feeOfMargin' },
    ],
  },
  {
    name: 'stop_out_level',
    label: 'func.stopOutLevel',
    help: 'func.stopOutLevelHelp',
    kind: 'number',
    min: 0,
    max: 1000,
    step: 1,
    suffix: '%',
  },
  {
    name: 'demo_balance',
    label: 'func.demoBalance',
    help: 'func.demoBalanceHelp',
    kind: 'number',
    min: 0,
    step: 1000,
    suffix: 'USD',
  },
  {
    name: 'company_status',
    label: 'func.companyStatus',
    help: 'func.companyStatusHelp',
    kind: 'choice',
    choices: [
      { value: 1, label: 'func.siteOpen' },
      { value: 0, label: 'func.siteRedirected' },
    ],
  },
  {
    name: 'company_type',
    label: 'func.companyType',
    help: 'func.companyTypeHelp',
    kind: 'choice',
    choices: [
      { value: 1, label: 'func.standardMode' },
      { value: 0, label: 'func.mainMode' },
    ],
  },
  { name: 'loss_address', label: 'func.lossAddress', help: 'func.lossAddressHelp', kind: 'text' },
  {
    name: 'complaint_email',
    label: 'func.complaintEmail',
    help: 'func.complaintEmailHelp',
    kind: 'email',
  },
];
