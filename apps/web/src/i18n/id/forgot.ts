import type { AreaMessages } from '../area-messages.ts';
import type { forgot as english } from '../en/forgot.ts';

export const forgot: AreaMessages<typeof english> = {
  title: 'Atur ulang kata sandi',
  subtitle: 'Kami kirim kode ke email atau nomor HP Anda untuk membuat kata sandi baru',
  newPassword: 'Kata sandi baru',
  newPasswordPlaceholder: 'Masukkan kata sandi baru',
  repeatPassword: 'Ulangi kata sandi baru',
  repeatPasswordPlaceholder: 'Masukkan kata sandi baru sekali lagi',
  enterNewPassword: 'Masukkan kata sandi baru',
  enterRepeatPassword: 'Ulangi kata sandi baru',
  submit: 'Atur ulang kata sandi',
  submitting: 'Mengatur ulang…',
  backToLogin: 'Kembali ke halaman masuk',
};
