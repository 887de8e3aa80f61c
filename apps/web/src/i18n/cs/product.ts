import type { AreaMessages } from '../area-messages.ts';
import type { product as english } from '../en/product.ts';

export const product: AreaMessages<typeof english> = {
  searchTitle: 'Hledat',
  searchPlaceholder: 'Hledat nástroje, např. EUR',
  searchHint: 'Nástroj najdete zadáním jeho kódu',
  noResults: 'Žádné nástroje nenalezeny',
  instrument: 'Nástroj',
  lastPrice: 'Cena',
  change: 'Změna',
  providersTitle: 'Poskytovatelé',
  providerSearchPlaceholder: 'Hledat poskytovatele podle názvu',
  noProviders: 'Žádní poskytovatelé nenalezeni',
  providerHint:
    'Klepnutím na poskytovatele ho vyberete a zobrazíte jeho údaje. Toto zařízení si vaši volbu zapamatuje.',
  providerChosen: 'Vybráno',
  providerSubject: 'Společnost',
  providerAddress: 'Sídlo',
  providerLocation: 'Lokalita',
  providerEmail: 'E-mailová adresa',
  providerWebsite: 'Webové stránky',
};
