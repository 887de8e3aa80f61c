import type { AreaMessages } from '../area-messages.ts';
import type { func as english } from '../en/func.ts';

export const func: AreaMessages<typeof english> = {
  wallet: 'Dompet',
  realName: 'Pengesahan identiti',
  invite: 'Jemput rakan',
  password: 'Tukar kata laluan',
  customerService: 'Khidmat pelanggan',
  complaintEmail: 'E-mel aduan',
  announcement: 'Pengumuman',
  language: 'Bahasa',
  other: 'Lain-lain',
  feedback: 'Maklum balas',
  settings: 'Tetapan',
};
