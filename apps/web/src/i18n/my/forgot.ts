import type { AreaMessages } from '../area-messages.ts';
import type { forgot as english } from '../en/forgot.ts';

export const forgot: AreaMessages<typeof english> = {
  title: 'Tetapkan semula kata laluan',
  subtitle:
    'Kami akan menghantar kod ke e-mel atau telefon anda untuk menetapkan kata laluan baharu',
  newPassword: 'Kata laluan baharu',
  newPasswordPlaceholder: 'Masukkan kata laluan baharu',
  repeatPassword: 'Ulang kata laluan baharu',
  repeatPasswordPlaceholder: 'Masukkan kata laluan baharu sekali lagi',
  enterNewPassword: 'Sila masukkan kata laluan baharu',
  enterRepeatPassword: 'Sila ulang kata laluan baharu',
  submit: 'Tetapkan semula',
  submitting: 'Sedang ditetapkan semula…',
  backToLogin: 'Kembali ke log masuk',
};
