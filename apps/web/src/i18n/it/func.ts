import type { AreaMessages } from '../area-messages.ts';
import type { func as english } from '../en/func.ts';

export const func: AreaMessages<typeof english> = {
  wallet: 'Portafoglio',
  realName: 'Verifica dell’identità',
  invite: 'Invita amici',
  password: 'Cambia password',
  customerService: 'Assistenza clienti',
  complaintEmail: 'Reclami',
  announcement: 'Avvisi',
  language: 'Lingua',
  other: 'Altro',
  feedback: 'Suggerimenti',
  settings: 'Impostazioni',
};
