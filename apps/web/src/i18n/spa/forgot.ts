import type { AreaMessages } from '../area-messages.ts';
import type { forgot as english } from '../en/forgot.ts';

export const forgot: AreaMessages<typeof english> = {
  title: 'Restablecer contraseña',
  subtitle: 'Le enviaremos un código a su correo o teléfono para crear una nueva contraseña',
  newPassword: 'Nueva contraseña',
  newPasswordPlaceholder: 'Introduzca una nueva contraseña',
  repeatPassword: 'Repetir la nueva contraseña',
  repeatPasswordPlaceholder: 'Vuelva a introducir la nueva contraseña',
  enterNewPassword: 'Introduzca la nueva contraseña',
  enterRepeatPassword: 'Repita la nueva contraseña',
  submit: 'Restablecer contraseña',
  submitting: 'Restableciendo…',
  backToLogin: 'Volver al inicio de sesión',
};
