import type { AreaMessages } from '../area-messages.ts';
import type { func as english } from '../en/func.ts';

export const func: AreaMessages<typeof english> = {
  wallet: 'Dompet',
  realName: 'Verifikasi identitas',
  invite: 'Undang teman',
  password: 'Ubah kata sandi',
  customerService: 'Layanan pelanggan',
  complaintEmail: 'Email pengaduan',
  announcement: 'Pengumuman',
  language: 'Bahasa',
  other: 'Lainnya',
  feedback: 'Masukan',
  settings: 'Pengaturan',
};
