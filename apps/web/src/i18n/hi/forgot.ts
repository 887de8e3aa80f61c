import type { AreaMessages } from '../area-messages.ts';
import type { forgot as english } from '../en/forgot.ts';

export const forgot: AreaMessages<typeof english> = {
  title: 'पासवर्ड रीसेट करें',
  subtitle: 'नया पासवर्ड सेट करने के लिए हम आपके ईमेल या फ़ोन पर कोड भेजेंगे',
  newPassword: 'नया पासवर्ड',
  newPasswordPlaceholder: 'नया पासवर्ड दर्ज करें',
  repeatPassword: 'नया पासवर्ड दोबारा',
  repeatPasswordPlaceholder: 'नया पासवर्ड फिर से दर्ज करें',
  enterNewPassword: 'कृपया नया पासवर्ड दर्ज करें',
  enterRepeatPassword: 'कृपया नया पासवर्ड दोबारा दर्ज करें',
  submit: 'पासवर्ड रीसेट करें',
  submitting: 'रीसेट हो रहा है…',
  backToLogin: 'लॉग इन पर वापस जाएँ',
};
