import type { AreaMessages } from '../area-messages.ts';
import type { func as english } from '../en/func.ts';

export const func: AreaMessages<typeof english> = {
  wallet: 'वॉलेट',
  realName: 'KYC वेरिफ़िकेशन',
  invite: 'दोस्तों को रेफ़र करें',
  password: 'पासवर्ड बदलें',
  customerService: 'कस्टमर सपोर्ट',
  complaintEmail: 'शिकायत ईमेल',
  announcement: 'घोषणाएँ',
  language: 'भाषा',
  other: 'अन्य',
  feedback: 'फ़ीडबैक',
  settings: 'सेटिंग्स',
};
