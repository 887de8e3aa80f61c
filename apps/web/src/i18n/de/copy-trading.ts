import type { AreaMessages } from '../area-messages.ts';
import type { copyTrading as english } from '../en/copy-trading.ts';

export const copyTrading: AreaMessages<typeof english> = {
  documentary: 'Copy-Trading',
  ranking: 'Trader-Rangliste',
  comingSoon: 'Copy-Trading ist bald verfügbar',
  allTraders: 'Alle',
  realTraders: 'Live-Konten',
  demoTraders: 'Demokonten',
  realLabel: 'Live',
  demoLabel: 'Demo',
  rankNumber: 'Platz {{rank}}',
  threeWeekReturn: 'Rendite 3 Wochen',
  winRate: 'Trefferquote',
  threeWeekProfit: 'Gewinn 3 Wochen (USD)',
  maxDrawdown: 'Max. Drawdown',
  risk: 'Risiko',
  riskOf: 'Risiko {{score}} von 10',
  totalReturn: 'Gesamtrendite',
  closedPositions: '{{closed}} geschlossen / {{total}} gesamt',
  followers_one: '{{count}} Follower',
  followers_other: '{{count}} Follower',
  leverage: 'Hebel 1:{{value}}',
  howRanked:
    'Sortiert nach der {{days}}-Tage-Rendite abzüglich des doppelten maximalen Drawdowns. Ein- und Auszahlungen zählen nicht als Rendite.',
  whoIsListed:
    'In die Rangliste kommen Trader, die eine Mindestzahl an Positionen geschlossen haben ({{min}} in {{days}} Tagen). Live-Trader erscheinen nur, wenn sie es selbst wünschen.',
  updatedAt: 'Aktualisiert: {{time}}',
  empty: 'Noch keine Trader in der Rangliste',
  emptyHint:
    'Trader erscheinen hier, sobald sie die Mindestzahl geschlossener Positionen erreicht haben ({{min}} in {{days}} Tagen).',
  loadFailed: 'Die Rangliste konnte nicht geladen werden',
};
