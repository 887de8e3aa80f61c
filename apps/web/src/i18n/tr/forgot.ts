import type { AreaMessages } from '../area-messages.ts';
import type { forgot as english } from '../en/forgot.ts';

export const forgot: AreaMessages<typeof english> = {
  title: 'Şifre sıfırlama',
  subtitle: 'Yeni şifre belirlemeniz için e-posta adresinize veya telefonunuza bir kod göndeririz',
  newPassword: 'Yeni şifre',
  newPasswordPlaceholder: 'Yeni şifrenizi girin',
  repeatPassword: 'Yeni şifre tekrarı',
  repeatPasswordPlaceholder: 'Yeni şifreyi tekrar girin',
  enterNewPassword: 'Lütfen yeni şifrenizi girin',
  enterRepeatPassword: 'Lütfen yeni şifreyi tekrar girin',
  submit: 'Şifreyi sıfırla',
  submitting: 'Sıfırlanıyor…',
  backToLogin: 'Girişe dön',
};
