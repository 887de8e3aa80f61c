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
  spread: 'Spread',
  pips: 'pips',
  points: 'points',
  sortBy: 'Trier',
  sortDefault: 'Ordre par défaut',
  sortName: 'Nom (A–Z)',
  sortChangeDown: 'Variation % (décroissante)',
  sortChangeUp: 'Variation % (croissante)',
  sortSpread: 'Spread (le plus serré d’abord)',
  favourites: 'Favoris',
  addFavourite: 'Ajouter aux favoris',
  removeFavourite: 'Retirer des favoris',
  noFavourites:
    'Aucun favori pour l’instant : touchez l’étoile à côté d’un instrument pour l’ajouter',
  favouritesFull: '{{max}} favoris au maximum : retirez-en un pour en ajouter un autre',
};
