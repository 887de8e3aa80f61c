import type { AreaMessages } from '../area-messages.ts';
import type { product as english } from '../en/product.ts';

export const product: AreaMessages<typeof english> = {
  searchTitle: 'Suche',
  searchPlaceholder: 'Märkte suchen, z. B. EUR',
  searchHint: 'Kürzel eingeben, um einen Markt zu finden',
  noResults: 'Keine Märkte gefunden',
  instrument: 'Markt',
  lastPrice: 'Kurs',
  change: 'Änderung',
  providersTitle: 'Anbieter',
  providerSearchPlaceholder: 'Anbieter nach Namen suchen',
  noProviders: 'Keine Anbieter gefunden',
  providerHint:
    'Tippen Sie auf einen Anbieter, um ihn auszuwählen und die Details zu sehen. Dieses Gerät merkt sich Ihre Auswahl.',
  providerChosen: 'Ausgewählt',
  providerSubject: 'Gesellschaft',
  providerAddress: 'Eingetragene Anschrift',
  providerLocation: 'Standort',
  providerEmail: 'E-Mail',
  providerWebsite: 'Webseite',
  spread: 'Spread',
  pips: 'Pips',
  points: 'Punkte',
  sortBy: 'Sortieren',
  sortDefault: 'Standardreihenfolge',
  sortName: 'Bezeichnung (A–Z)',
  sortChangeDown: 'Veränderung % (absteigend)',
  sortChangeUp: 'Veränderung % (aufsteigend)',
  sortSpread: 'Spread (engster zuerst)',
  favourites: 'Favoriten',
  addFavourite: 'Zu Favoriten hinzufügen',
  removeFavourite: 'Aus Favoriten entfernen',
  noFavourites:
    'Noch keine Favoriten: Tippen Sie auf den Stern neben einem Instrument, um es hinzuzufügen',
  favouritesFull:
    'Höchstens {{max}} Favoriten: Entfernen Sie einen, um einen weiteren hinzuzufügen',
};
