import type { AreaMessages } from '../area-messages.ts';
import type { copyTrading as english } from '../en/copy-trading.ts';

export const copyTrading: AreaMessages<typeof english> = {
  documentary: 'Copy trading',
  ranking: 'Classifica trader',
  comingSoon: 'Il copy trading arriva presto',
  allTraders: 'Tutti',
  realTraders: 'Conti reali',
  demoTraders: 'Conti demo',
  realLabel: 'Reale',
  demoLabel: 'Demo',
  rankNumber: '{{rank}}° posto',
  threeWeekReturn: 'Rendimento 3 sett.',
  winRate: 'Tasso di successo',
  threeWeekProfit: 'Profitto 3 sett. (USD)',
  maxDrawdown: 'Drawdown max',
  risk: 'Rischio',
  riskOf: 'Rischio {{score}} su 10',
  totalReturn: 'Rendimento totale',
  closedPositions: 'Chiuse {{closed}} / totali {{total}}',
  followers_one: '{{count}} follower',
  followers_many: '{{count}} follower',
  followers_other: '{{count}} follower',
  leverage: '×{{value}}',
  howRanked:
    'Classifica in base al rendimento a {{days}} gg meno il doppio del drawdown massimo. Depositi e prelievi non contano come rendimento.',
  whoIsListed:
    'In classifica i trader con posizioni chiuse negli ultimi {{days}} gg (min. {{min}}). I trader con conto reale compaiono solo se lo scelgono.',
  updatedAt: 'Aggiornato: {{time}}',
  empty: 'Ancora nessun trader in classifica',
  emptyHint:
    'I trader compaiono qui dopo aver chiuso posizioni negli ultimi {{days}} gg (min. {{min}}).',
  loadFailed: 'Impossibile caricare la classifica',
};
