import type { AreaMessages } from '../area-messages.ts';
import type { forgot as english } from '../en/forgot.ts';

export const forgot: AreaMessages<typeof english> = {
  title: 'Passwort zurücksetzen',
  subtitle: 'Wir senden Ihnen einen Code per E-Mail oder SMS, um ein neues Passwort festzulegen',
  newPassword: 'Neues Passwort',
  newPasswordPlaceholder: 'Neues Passwort eingeben',
  repeatPassword: 'Neues Passwort wiederholen',
  repeatPasswordPlaceholder: 'Neues Passwort erneut eingeben',
  enterNewPassword: 'Bitte neues Passwort eingeben',
  enterRepeatPassword: 'Bitte neues Passwort wiederholen',
  submit: 'Passwort zurücksetzen',
  submitting: 'Wird zurückgesetzt…',
  backToLogin: 'Zurück zur Anmeldung',
};
