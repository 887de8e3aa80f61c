/**
 * The setting is_show_mobile (spec §5): 1 the area code and the phone number, 3 the phone
 * number only; anything else no phone fields, and accounts are named by e-mail alone.
 */
export const PhoneFields = {
  none: 'none',
  areaAndPhone: 'areaAndPhone',
  phoneOnly: 'phoneOnly',
} as const;
export type PhoneFields = (typeof PhoneFields)[keyof typeof PhoneFields];

export function phoneFieldsOf(setting: string | undefined): PhoneFields {
  switch (setting?.trim()) {
    case '1':
      return PhoneFields.areaAndPhone;
    case '3':
      return PhoneFields.phoneOnly;
    default:
      return PhoneFields.none;
  }
}

/** With phone fields on, the forms offer an e-mail tab and a phone tab. */
export const offersPhoneTab = (fields: PhoneFields): boolean => fields !== PhoneFields.none;

/** Keeps the digits of a typed phone number (spaces, dashes and brackets are only formatting). */
export function phoneDigits(text: string): string {
  return text.replace(/[\s\-().]/g, '');
}
