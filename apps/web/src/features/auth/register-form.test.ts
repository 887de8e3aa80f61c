import { legalDocumentsVersion } from '@tp/contract/legal-documents';
import { describe, expect, it } from 'vitest';
import { PhoneFields, phoneFieldsOf } from './phone-fields.ts';
import {
  emptyRegisterFields,
  type RegisterFields,
  type RegisterRules,
  registerErrors,
  registeredAccount,
  registerParams,
  registerPhoneInputs,
} from './register-form.ts';

const codeRules: RegisterRules = {
  phoneFields: PhoneFields.none,
  inviteRequired: false,
  captcha: false,
};

const filled: RegisterFields = {
  ...emptyRegisterFields,
  email: ' new@example.com ',
  password: 'long enough',
  rePassword: 'long enough',
  code: ' 123456 ',
  consent: true,
};

describe('is_show_mobile', () => {
  it('reads 1 as area and phone, 3 as phone only, anything else as none', () => {
    expect(phoneFieldsOf('1')).toBe(PhoneFields.areaAndPhone);
    expect(phoneFieldsOf('3')).toBe(PhoneFields.phoneOnly);
    expect(phoneFieldsOf('0')).toBe(PhoneFields.none);
    expect(phoneFieldsOf('2')).toBe(PhoneFields.none);
    expect(phoneFieldsOf(undefined)).toBe(PhoneFields.none);
  });

  it('shows the phone fields of the e-mail tab by the setting; the phone tab always asks both', () => {
    expect(registerPhoneInputs(1, PhoneFields.none)).toEqual({ area: false, phone: false });
    expect(registerPhoneInputs(1, PhoneFields.areaAndPhone)).toEqual({ area: true, phone: true });
    expect(registerPhoneInputs(1, PhoneFields.phoneOnly)).toEqual({ area: false, phone: true });
    expect(registerPhoneInputs(2, PhoneFields.phoneOnly)).toEqual({ area: true, phone: true });
  });
});

describe('register form messages (spec §5)', () => {
  it('asks for every field of an empty form, in the order of the form', () => {
    expect(registerErrors(emptyRegisterFields, codeRules)).toEqual([
      'auth.enterEmail',
      'auth.enterPassword',
      'auth.enterRePassword',
      'auth.enterCode',
      'auth.consentRequired',
    ]);
  });

  it('passes a complete form', () => {
    expect(registerErrors(filled, codeRules)).toEqual([]);
  });

  it('refuses a form whose risk disclosure and terms box is not ticked', () => {
    expect(registerErrors({ ...filled, consent: false }, codeRules)).toEqual([
      'auth.consentRequired',
    ]);
  });

  it('says when the two passwords are inconsistent', () => {
    expect(registerErrors({ ...filled, rePassword: 'long enougH' }, codeRules)).toEqual([
      'auth.passwordMismatch',
    ]);
  });

  it('asks for the re-entered password before comparing', () => {
    expect(registerErrors({ ...filled, rePassword: '' }, codeRules)).toEqual([
      'auth.enterRePassword',
    ]);
  });

  it('wants a password of at least eight characters', () => {
    expect(
      registerErrors({ ...filled, password: 'short', rePassword: 'short' }, codeRules),
    ).toEqual(['auth.passwordTooShort']);
  });

  it('wants the invitation code only when the setting requires it', () => {
    expect(registerErrors(filled, { ...codeRules, inviteRequired: true })).toEqual([
      'auth.enterInviteCode',
    ]);
    expect(
      registerErrors({ ...filled, inviteCode: 'AB12CD' }, { ...codeRules, inviteRequired: true }),
    ).toEqual([]);
  });

  it('wants the verification code, or the picture code, blank or spaces alike', () => {
    expect(registerErrors({ ...filled, code: '  ' }, codeRules)).toEqual(['auth.enterCode']);
    expect(registerErrors({ ...filled, code: '' }, { ...codeRules, captcha: true })).toEqual([
      'auth.enterCode',
    ]);
  });

  it('takes the phone of the e-mail tab as optional, with its calling code when given', () => {
    expect(registerErrors(filled, { ...codeRules, phoneFields: PhoneFields.phoneOnly })).toEqual(
      [],
    );
    expect(registerErrors(filled, { ...codeRules, phoneFields: PhoneFields.areaAndPhone })).toEqual(
      [],
    );
    expect(
      registerErrors(
        { ...filled, phone: '6123 4567' },
        { ...codeRules, phoneFields: PhoneFields.areaAndPhone },
      ),
    ).toEqual(['auth.chooseArea']);
  });

  it('asks a phone account for its calling code and number, not an e-mail', () => {
    const byPhone: RegisterFields = { ...filled, kind: 2, email: '' };
    expect(registerErrors(byPhone, { ...codeRules, phoneFields: PhoneFields.phoneOnly })).toEqual([
      'auth.chooseArea',
      'auth.enterPhone',
    ]);
    expect(
      registerErrors(
        { ...byPhone, areaId: 1, phone: '6123 4567' },
        { ...codeRules, phoneFields: PhoneFields.phoneOnly },
      ),
    ).toEqual([]);
  });
});

describe('register call', () => {
  it('sends an e-mail registration with a sent code', () => {
    expect(registerParams({ ...filled, inviteCode: ' AB12CD ' }, codeRules, null)).toEqual({
      type: 1,
      area_id: undefined,
      account: 'new@example.com',
      password: 'long enough',
      re_password: 'long enough',
      invite_code: 'AB12CD',
      sms_code: '123456',
      key: undefined,
      mobile: undefined,
      agree_terms: 1,
      terms_version: legalDocumentsVersion,
    });
  });

  it('hands the sign-in page the account just opened: the e-mail, or the phone and its code', () => {
    expect(registeredAccount(filled)).toEqual({
      kind: 1,
      account: 'new@example.com',
      areaId: null,
    });
    expect(
      registeredAccount({ ...filled, kind: 2, phone: '9123 4567', areaId: 2, email: '' }),
    ).toEqual({ kind: 2, account: '91234567', areaId: 2 });
  });

  it('sends the captcha id as key with the picture code', () => {
    const params = registerParams(filled, { ...codeRules, captcha: true }, 'cap-1');
    expect(params.key).toBe('cap-1');
    expect(params.sms_code).toBe('123456');
  });

  it('sends the contact number as mobile on the e-mail tab', () => {
    const withPhone = { ...filled, phone: '6123-4567', areaId: 3 };
    expect(
      registerParams(withPhone, { ...codeRules, phoneFields: PhoneFields.areaAndPhone }, null),
    ).toMatchObject({ type: 1, area_id: 3, account: 'new@example.com', mobile: '61234567' });
    expect(
      registerParams(withPhone, { ...codeRules, phoneFields: PhoneFields.phoneOnly }, null),
    ).toMatchObject({ type: 1, area_id: undefined, mobile: '61234567' });
  });

  it('names a phone account by its number and calling code', () => {
    const byPhone: RegisterFields = {
      ...filled,
      kind: 2,
      email: '',
      phone: '6123 4567',
      areaId: 1,
    };
    expect(
      registerParams(byPhone, { ...codeRules, phoneFields: PhoneFields.areaAndPhone }, null),
    ).toMatchObject({ type: 2, area_id: 1, account: '61234567', mobile: undefined });
  });
});
