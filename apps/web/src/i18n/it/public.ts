import type { AreaMessages } from '../area-messages.ts';
import type { publicArea as english } from '../en/public.ts';
import { legal } from './legal.ts';

export const publicArea: AreaMessages<typeof english> = {
  ...legal,
  appName: 'Trade',
  confirm: 'Conferma',
  cancel: 'Annulla',
  close: 'Chiudi',
  back: 'Indietro',
  loading: 'Caricamento…',
  noData: 'Nessun dato',
  retry: 'Riprova',
  networkError: 'Errore di rete ({{code}})',
  comingSoon: 'Prossimamente',
  comingSoonHint: 'Questa funzione arriverà presto.',
  pullToRefresh: 'Trascina per aggiornare',
  releaseToRefresh: 'Rilascia per aggiornare',
  refreshing: 'Aggiornamento…',
  search: 'Cerca',
  language: 'Lingua',
  userCentre: 'Area personale',
  notFound: 'Pagina non trovata',
  goHome: 'Torna ai mercati',
  all: 'Tutti',
  announcement:
    'In base alle nostre politiche, i servizi non sono offerti in Corea del Nord, Israele, Cina, Vanuatu e Cuba.',
  copy: 'Copia',
  copySuccess: 'Copiato',
  connectionOffline: 'Nessuna connessione: i prezzi non sono in tempo reale e il trading è sospeso',
  connectionLost: 'Connessione persa: riconnessione in corso…',
  connectionRestored: 'Connessione ripristinata: prezzi in tempo reale',
  copyFailed: 'Impossibile copiare: seleziona il testo e copialo manualmente',
};
