import type { AreaMessages } from '../area-messages.ts';
import type { publicArea as english } from '../en/public.ts';
import { legal } from './legal.ts';

export const publicArea: AreaMessages<typeof english> = {
  ...legal,
  appName: 'Trade',
  confirm: 'Bestätigen',
  cancel: 'Abbrechen',
  close: 'Schließen',
  back: 'Zurück',
  loading: 'Wird geladen…',
  noData: 'Keine Daten',
  retry: 'Erneut versuchen',
  networkError: 'Netzwerkfehler ({{code}})',
  comingSoon: 'Demnächst verfügbar',
  comingSoonHint: 'Diese Funktion folgt in Kürze.',
  pullToRefresh: 'Zum Aktualisieren ziehen',
  releaseToRefresh: 'Zum Aktualisieren loslassen',
  refreshing: 'Wird aktualisiert…',
  search: 'Suchen',
  language: 'Sprache',
  userCentre: 'Mein Konto',
  notFound: 'Seite nicht gefunden',
  goHome: 'Zurück zu den Märkten',
  all: 'Alle',
  announcement:
    'Aus regulatorischen Gründen bieten wir unsere Dienste nicht in Nordkorea, Israel, China, Vanuatu und Kuba an.',
  copy: 'Kopieren',
  copySuccess: 'Kopiert',
  connectionOffline: 'Keine Verbindung: Die Kurse sind nicht aktuell und der Handel ist pausiert',
  connectionLost: 'Verbindung unterbrochen: wird wiederhergestellt…',
  connectionRestored: 'Wieder verbunden: Kurse in Echtzeit',
  copyFailed: 'Kopieren nicht möglich: Bitte Text markieren und manuell kopieren',
};
