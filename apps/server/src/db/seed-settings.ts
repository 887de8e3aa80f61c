import type { Config } from '../config/config.ts';

/**
 * Settings a fresh install starts with; the operator changes them later.
 * - trade_fee_type: 1 = lots × fee rate, 2 = margin × fee rate.
 * - stop_out_level: risk rate (%) at or below which positions are closed.
 * - service_link / service_link_type: the customer-service page (1 = shown embedded).
 * - verify_reg_type: 1 = a code sent by e-mail or SMS, 2 = an image captcha.
 * - is_show_mobile: phone fields at registration: 0 none, 1 area and phone, 3 phone only.
 * - demo_balance: USD a new demo account starts with.
 */
export function settingSeeds(config: Config): Record<string, string> {
  return {
    trade_fee_type: '1',
    stop_out_level: '50',
    service_link: '',
    service_link_type: '1',
    verify_reg_type: '2',
    is_show_mobile: '0',
    demo_balance: config.demoBalance,
  };
}

/**
 * Dialling codes offered at registration. None for the countries the platform does not
 * serve (spec §1): North Korea, Israel, China, Vanuatu and Cuba.
 */
export const areaCodeSeeds: readonly { globalCode: string; code: string }[] = [
  { globalCode: '+852', code: 'HK' },
  { globalCode: '+853', code: 'MO' },
  { globalCode: '+886', code: 'TW' },
  { globalCode: '+1', code: 'US' },
  { globalCode: '+1', code: 'CA' },
  { globalCode: '+44', code: 'GB' },
  { globalCode: '+81', code: 'JP' },
  { globalCode: '+82', code: 'KR' },
  { globalCode: '+65', code: 'SG' },
  { globalCode: '+60', code: 'MY' },
  { globalCode: '+66', code: 'TH' },
  { globalCode: '+84', code: 'VN' },
  { globalCode: '+62', code: 'ID' },
  { globalCode: '+63', code: 'PH' },
  { globalCode: '+91', code: 'IN' },
  { globalCode: '+61', code: 'AU' },
  { globalCode: '+49', code: 'DE' },
  { globalCode: '+33', code: 'FR' },
  { globalCode: '+39', code: 'IT' },
  { globalCode: '+34', code: 'ES' },
];

/** ISO codes of the countries the platform does not serve (spec §1). */
export const excludedCountryCodes: readonly string[] = ['KP', 'IL', 'CN', 'VU', 'CU'];
