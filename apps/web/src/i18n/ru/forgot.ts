import type { AreaMessages } from '../area-messages.ts';
import type { forgot as english } from '../en/forgot.ts';

export const forgot: AreaMessages<typeof english> = {
  title: 'Восстановление пароля',
  subtitle: 'Мы отправим код на вашу почту или телефон, чтобы вы задали новый пароль',
  newPassword: 'Новый пароль',
  newPasswordPlaceholder: 'Введите новый пароль',
  repeatPassword: 'Повторите новый пароль',
  repeatPasswordPlaceholder: 'Введите новый пароль ещё раз',
  enterNewPassword: 'Введите новый пароль',
  enterRepeatPassword: 'Повторите новый пароль',
  submit: 'Сбросить пароль',
  submitting: 'Сброс…',
  backToLogin: 'Вернуться ко входу',
};
