import type { AreaMessages } from '../area-messages.ts';
import type { forgot as english } from '../en/forgot.ts';

export const forgot: AreaMessages<typeof english> = {
  title: 'Redefinir senha',
  subtitle: 'Vamos enviar um código para o seu e-mail ou telefone para que defina uma nova senha',
  newPassword: 'Nova senha',
  newPasswordPlaceholder: 'Insira uma nova senha',
  repeatPassword: 'Repetir a nova senha',
  repeatPasswordPlaceholder: 'Insira a nova senha novamente',
  enterNewPassword: 'Insira a nova senha',
  enterRepeatPassword: 'Repita a nova senha',
  submit: 'Redefinir senha',
  submitting: 'Redefinindo…',
  backToLogin: 'Voltar ao início de sessão',
};
