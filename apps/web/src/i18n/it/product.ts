import type { AreaMessages } from '../area-messages.ts';
import type { product as english } from '../en/product.ts';

export const product: AreaMessages<typeof english> = {
  searchTitle: 'Cerca',
  searchPlaceholder: 'Cerca strumenti, es. EUR',
  searchHint: 'Digita un codice per trovare uno strumento',
  noResults: 'Nessuno strumento trovato',
  instrument: 'Strumento',
  lastPrice: 'Prezzo',
  change: 'Variazione',
  providersTitle: 'Fornitori',
  providerSearchPlaceholder: 'Cerca fornitori per nome',
  noProviders: 'Nessun fornitore trovato',
  providerHint:
    'Tocca un fornitore per sceglierlo e vederne i dettagli. Questo dispositivo ricorda la tua scelta.',
  providerChosen: 'Selezionato',
  providerSubject: 'Ragione sociale',
  providerAddress: 'Sede legale',
  providerLocation: 'Località',
  providerEmail: 'Email',
  providerWebsite: 'Sito web',
};
