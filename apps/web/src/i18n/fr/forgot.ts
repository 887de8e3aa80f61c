import type { AreaMessages } from '../area-messages.ts';
import type { forgot as english } from '../en/forgot.ts';

export const forgot: AreaMessages<typeof english> = {
  title: 'Réinitialiser le mot de passe',
  subtitle: 'Recevez un code par e-mail ou SMS pour définir un nouveau mot de passe',
  newPassword: 'Nouveau mot de passe',
  newPasswordPlaceholder: 'Saisissez un nouveau mot de passe',
  repeatPassword: 'Confirmer le mot de passe',
  repeatPasswordPlaceholder: 'Saisissez-le à nouveau',
  enterNewPassword: 'Veuillez saisir un nouveau mot de passe',
  enterRepeatPassword: 'Veuillez confirmer le nouveau mot de passe',
  submit: 'Réinitialiser',
  submitting: 'Réinitialisation…',
  backToLogin: 'Retour à la connexion',
};
