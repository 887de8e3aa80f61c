import type { AreaMessages } from '../area-messages.ts';
import type { copyTrading as english } from '../en/copy-trading.ts';

export const copyTrading: AreaMessages<typeof english> = {
  documentary: 'Copy trading',
  ranking: 'Classement des traders',
  comingSoon: 'Le copy trading arrive bientôt',
  allTraders: 'Tous',
  realTraders: 'Comptes réels',
  demoTraders: 'Comptes démo',
  realLabel: 'Réel',
  demoLabel: 'Démo',
  rankNumber: 'N° {{rank}}',
  threeWeekReturn: 'Rendement 3 sem.',
  winRate: 'Taux de réussite',
  threeWeekProfit: 'Gains 3 sem. (USD)',
  maxDrawdown: 'Drawdown max.',
  risk: 'Risque',
  riskOf: 'Risque {{score}} sur 10',
  totalReturn: 'Rendement total',
  closedPositions: 'Clôturées {{closed}} / total {{total}}',
  followers_one: '{{count}} abonné',
  followers_many: '{{count}} abonnés',
  followers_other: '{{count}} abonnés',
  leverage: '×{{value}}',
  howRanked:
    'Classement selon le rendement sur {{days}} j, diminué de deux fois le drawdown maximal. Les dépôts et retraits ne comptent pas dans le rendement.',
  whoIsListed:
    'Sont classés les traders ayant des positions clôturées sur {{days}} j (min. {{min}}). Les traders en compte réel n’apparaissent que s’ils le choisissent.',
  updatedAt: 'Mise à jour : {{time}}',
  empty: 'Aucun trader classé pour le moment',
  emptyHint:
    'Les traders apparaissent ici dès qu’ils ont des positions clôturées sur {{days}} j (min. {{min}}).',
  loadFailed: 'Impossible de charger le classement',
};
