import type { AreaMessages } from '../area-messages.ts';
import type { forgot as english } from '../en/forgot.ts';

export const forgot: AreaMessages<typeof english> = {
  title: 'Obnovení hesla',
  subtitle: 'Na váš e-mail nebo telefon pošleme kód pro nastavení nového hesla',
  newPassword: 'Nové heslo',
  newPasswordPlaceholder: 'Zadejte nové heslo',
  repeatPassword: 'Zopakujte nové heslo',
  repeatPasswordPlaceholder: 'Zadejte nové heslo znovu',
  enterNewPassword: 'Zadejte prosím nové heslo',
  enterRepeatPassword: 'Zopakujte prosím nové heslo',
  submit: 'Obnovit heslo',
  submitting: 'Obnovování…',
  backToLogin: 'Zpět na přihlášení',
};
