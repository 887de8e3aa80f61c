import type { AreaMessages } from '../area-messages.ts';
import type { product as english } from '../en/product.ts';

export const product: AreaMessages<typeof english> = {
  searchTitle: 'Rechercher',
  searchPlaceholder: 'Rechercher un actif, ex. EUR',
  searchHint: 'Saisissez un code pour trouver un actif',
  noResults: 'Aucun actif trouvé',
  instrument: 'Actif',
  lastPrice: 'Cours',
  change: 'Variation',
  providersTitle: 'Prestataires',
  providerSearchPlaceholder: 'Rechercher un prestataire par nom',
  noProviders: 'Aucun prestataire trouvé',
  providerHint:
    'Appuyez sur un prestataire pour le choisir et voir ses informations. Cet appareil mémorise votre choix.',
  providerChosen: 'Sélectionné',
  providerSubject: 'Entité',
  providerAddress: 'Siège social',
  providerLocation: 'Localisation',
  providerEmail: 'Adresse e-mail',
  providerWebsite: 'Site web',
};
