import type { AreaMessages } from '../area-messages.ts';
import type { forgot as english } from '../en/forgot.ts';

export const forgot: AreaMessages<typeof english> = {
  title: 'Reimposta password',
  subtitle: 'Ricevi un codice via email o SMS per impostare una nuova password',
  newPassword: 'Nuova password',
  newPasswordPlaceholder: 'Inserisci una nuova password',
  repeatPassword: 'Conferma nuova password',
  repeatPasswordPlaceholder: 'Inseriscila di nuovo',
  enterNewPassword: 'Inserisci una nuova password',
  enterRepeatPassword: 'Conferma la nuova password',
  submit: 'Reimposta password',
  submitting: 'Reimpostazione…',
  backToLogin: 'Torna all’accesso',
};
