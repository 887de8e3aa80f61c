import type { AreaMessages } from '../area-messages.ts';
import type { func as english } from '../en/func.ts';

export const func: AreaMessages<typeof english> = {
  wallet: 'Peněženka',
  realName: 'Ověření totožnosti',
  invite: 'Pozvat přátele',
  password: 'Změna hesla',
  customerService: 'Zákaznická podpora',
  complaintEmail: 'Stížnosti e-mailem',
  announcement: 'Oznámení',
  language: 'Jazyk',
  other: 'Ostatní',
  feedback: 'Zpětná vazba',
  settings: 'Nastavení',
};
