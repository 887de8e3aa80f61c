import type { AreaMessages } from '../area-messages.ts';
import type { func as english } from '../en/func.ts';

export const func: AreaMessages<typeof english> = {
  wallet: 'Portefeuille',
  realName: 'Vérification d’identité',
  invite: 'Inviter des amis',
  password: 'Modifier le mot de passe',
  customerService: 'Service client',
  complaintEmail: 'Réclamations',
  announcement: 'Annonces',
  language: 'Langue',
  other: 'Autres',
  feedback: 'Suggestions',
  settings: 'Paramètres',
};
