import type { AreaMessages } from '../area-messages.ts';
import type { publicArea as english } from '../en/public.ts';
import { legal } from './legal.ts';

export const publicArea: AreaMessages<typeof english> = {
  ...legal,
  appName: 'Trade',
  confirm: 'Confirmer',
  cancel: 'Annuler',
  close: 'Fermer',
  back: 'Retour',
  loading: 'Chargement…',
  noData: 'Aucune donnée',
  retry: 'Réessayer',
  networkError: 'Erreur réseau ({{code}})',
  comingSoon: 'Bientôt disponible',
  comingSoonHint: 'Cette fonctionnalité arrive bientôt.',
  pullToRefresh: 'Tirez pour actualiser',
  releaseToRefresh: 'Relâchez pour actualiser',
  refreshing: 'Actualisation…',
  search: 'Rechercher',
  language: 'Langue',
  userCentre: 'Espace client',
  notFound: 'Page introuvable',
  goHome: 'Retour aux marchés',
  all: 'Tous',
  announcement:
    'Conformément à notre politique, nos services ne sont pas proposés en Corée du Nord, en Israël, en Chine, au Vanuatu ni à Cuba.',
  copy: 'Copier',
  copySuccess: 'Copié',
  connectionOffline:
    'Vous êtes hors ligne : les cours ne sont plus en direct et le trading est suspendu',
  connectionLost: 'Connexion perdue : reconnexion…',
  connectionRestored: 'Connexion rétablie : les cours sont en direct',
  copyFailed: 'Copie impossible : sélectionnez le texte et copiez-le manuellement',
};
