import { type SiteSettings, siteSettings } from '@tp/contract/admin-operations';
import { describe, expect, it } from 'vitest';
import { messages } from '../../i18n/messages.ts';
import { settingFields } from './settings-fields.ts';
import { changedSettings, formToSettings, settingsToForm } from './settings-form.ts';

const saved: SiteSettings = {
  service_link: 'https://chat.example.com',
  service_link_type: 1,
  verify_reg_type: 1,
  trade_fee_type: 1,
  is_show_mobile: 0,
  stop_out_level: 50,
  demo_balance: 100000,
  company_status: 1,
  company_type: 1,
  loss_address: '',
  complaint_email: 'complaints@example.com',
  register_invite_required: 0,
  default_language: 'hk',
  risk_profile: 'none',
};

describe('settings form', () => {
  it('has one field, with a label and an explanation in both languages, per site setting', () => {
    expect(settingFields.map((field) => field.name).sort()).toEqual(
      Object.keys(siteSettings.shape).sort(),
    );
    for (const field of settingFields) {
      for (const lang of ['en', 'hk'] as const) {
        expect(messages[lang][field.label]).not.toBe('');
        expect(messages[lang][field.help]).not.toBe('');
      }
    }
  });

  it('explains each setting by the key of its label, and offers the values of the contract', () => {
    expect(settingFields.every((field) => field.help === `${field.label}Help`)).toBe(true);
    const byName = new Map(settingFields.map((field) => [field.name, field]));
    expect(byName.get('is_show_mobile')).toEqual({
      name: 'is_show_mobile',
      label: 'func.isShowMobile',
      help: 'func.isShowMobileHelp',
      kind: 'choice',
      choices: [
        { value: 0, label: 'func.mobileHidden' },
        { value: 1, label: 'func.mobileAreaAndPhone' },
        { value: 3, label: 'func.mobilePhoneOnly' },
      ],
    });
    expect(byName.get('stop_out_level')).toMatchObject({ kind: 'number', min: 0, max: 1000 });
    expect(byName.get('register_invite_required')?.kind).toBe('switch');
    expect(byName.get('complaint_email')?.kind).toBe('email');
  });

  it('shows the invitation rule as a switch and gives back the same settings', () => {
    const form = settingsToForm({ ...saved, register_invite_required: 1 });
    expect(form.register_invite_required).toBe(true);
    expect(form.stop_out_level).toBe(50);
    const back = siteSettings.parse(formToSettings(form));
    expect(back).toEqual({ ...saved, register_invite_required: 1 });
  });

  it('trims texts and turns a switch off into 0', () => {
    const form = settingsToForm(saved);
    const edited = formToSettings({
      ...form,
      complaint_email: '  help@example.com ',
      register_invite_required: false,
    });
    expect(edited.complaint_email).toBe('help@example.com');
    expect(edited.register_invite_required).toBe(0);
  });

  it('leaves a cleared number for the schema to refuse', () => {
    const parsed = siteSettings.safeParse(
      formToSettings({ ...settingsToForm(saved), stop_out_level: null }),
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['stop_out_level']]);
  });

  it('sends only the settings that changed', () => {
    const edited = { ...saved, stop_out_level: 30, verify_reg_type: 2 };
    expect(changedSettings(saved, edited)).toEqual({ stop_out_level: 30, verify_reg_type: 2 });
    expect(changedSettings(saved, saved)).toEqual({});
  });
});
