import type { AreaMessages } from '../area-messages.ts';
import type { copyTrading as english } from '../en/copy-trading.ts';

export const copyTrading: AreaMessages<typeof english> = {
  documentary: 'Copytrading',
  ranking: 'Ranking de traders',
  comingSoon: 'O copytrading estará disponível em breve',
  allTraders: 'Todos',
  realTraders: 'Contas reais',
  demoTraders: 'Contas demo',
  realLabel: 'Real',
  demoLabel: 'Demo',
  rankNumber: '{{rank}}º lugar',
  threeWeekReturn: 'Retorno 3 sem.',
  winRate: 'Taxa de acerto',
  threeWeekProfit: 'Lucro 3 sem. (USD)',
  maxDrawdown: 'Drawdown máx.',
  risk: 'Risco',
  riskOf: 'Risco {{score}} de 10',
  totalReturn: 'Retorno total',
  closedPositions: 'Fechadas: {{closed}} de {{total}}',
  followers_one: '{{count}} seguidor',
  followers_many: '{{count}} seguidores',
  followers_other: '{{count}} seguidores',
  leverage: '1:{{value}}',
  howRanked:
    'Classificação pelo retorno do período ({{days}} d) menos o dobro do drawdown máximo. Depósitos e retiradas não contam como retorno.',
  whoIsListed:
    'Aparecem os traders que atingem o mínimo de posições fechadas ({{min}}) em {{days}} d. Os traders com conta real só aparecem se assim o escolherem.',
  updatedAt: 'Atualizado: {{time}}',
  empty: 'Ainda não há traders no ranking',
  emptyHint:
    'Os traders aparecem aqui quando atingem o mínimo de posições fechadas ({{min}}) em {{days}} d.',
  loadFailed: 'Não foi possível carregar o ranking',
};
