import type { AreaMessages } from '../area-messages.ts';
import type { func as english } from '../en/func.ts';

export const func: AreaMessages<typeof english> = {
  wallet: 'Finanzen',
  realName: 'Identitätsprüfung',
  invite: 'Freunde einladen',
  password: 'Passwort ändern',
  customerService: 'Kundenservice',
  complaintEmail: 'Beschwerde per E-Mail',
  announcement: 'Mitteilungen',
  language: 'Sprache',
  other: 'Sonstiges',
  feedback: 'Feedback senden',
  settings: 'Einstellungen',
};
