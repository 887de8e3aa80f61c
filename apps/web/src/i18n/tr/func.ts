import type { AreaMessages } from '../area-messages.ts';
import type { func as english } from '../en/func.ts';

export const func: AreaMessages<typeof english> = {
  wallet: 'Cüzdan',
  realName: 'Kimlik doğrulama',
  invite: 'Arkadaşını davet et',
  password: 'Şifre değiştir',
  customerService: 'Müşteri hizmetleri',
  complaintEmail: 'Şikâyet e-postası',
  announcement: 'Duyurular',
  language: 'Dil',
  other: 'Diğer',
  feedback: 'Geri bildirim',
  settings: 'Ayarlar',
};
