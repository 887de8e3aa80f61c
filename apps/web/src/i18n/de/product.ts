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
};
