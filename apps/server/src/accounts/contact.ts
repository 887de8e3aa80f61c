import { isPrintable } from './printable.ts';

/** E-mails are matched without regard to case or surrounding spaces. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A plausible address: one @, a dotted domain, no spaces; the code sent to it proves the rest. */
export const isEmail = (email: string): boolean =>
  email.length <= 254 && isPrintable(email) && emailPattern.test(email);

/** Spaces, dashes, dots and brackets people type inside a phone number. */
export const normalisePhone = (phone: string): string => phone.replace(/[\s\-().]/g, '');

/** A national number: 4 to 15 digits (E.164 allows 15 in all). */
export const isPhone = (phone: string): boolean => /^\d{4,15}$/.test(phone);

/** The full number an SMS goes to and a phone code is bound to: `+852` and `91234567`. */
export const fullNumber = (areaCode: string, national: string): string => `${areaCode}${national}`;
