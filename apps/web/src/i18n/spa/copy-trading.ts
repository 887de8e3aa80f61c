import type { AreaMessages } from '../area-messages.ts';
import type { copyTrading as english } from '../en/copy-trading.ts';

export const copyTrading: AreaMessages<typeof english> = {
  documentary: 'Copytrading',
  ranking: 'Ranking de traders',
  comingSoon: 'El copytrading estará disponible pronto',
  allTraders: 'Todos',
  realTraders: 'Cuentas reales',
  demoTraders: 'Cuentas demo',
  realLabel: 'Real',
  demoLabel: 'Demo',
  rankNumber: 'N.º {{rank}}',
  threeWeekReturn: 'Rentabilidad 3 sem.',
  winRate: 'Tasa de acierto',
  threeWeekProfit: 'Ganancia 3 sem. (USD)',
  maxDrawdown: 'Drawdown máx.',
  risk: 'Riesgo',
  riskOf: 'Riesgo {{score}} de 10',
  totalReturn: 'Rentabilidad total',
  closedPositions: 'Cerradas: {{closed}} de {{total}}',
  followers_one: '{{count}} seguidor',
  followers_many: '{{count}} seguidores',
  followers_other: '{{count}} seguidores',
  leverage: '1:{{value}}',
  howRanked:
    'Clasificación según la rentabilidad del periodo ({{days}} d) menos el doble del drawdown máximo. Los depósitos y retiros no cuentan como rentabilidad.',
  whoIsListed:
    'Aparecen los traders que alcanzan el mínimo de posiciones cerradas ({{min}}) en {{days}} d. Los traders con cuenta real solo aparecen si así lo deciden.',
  updatedAt: 'Actualizado: {{time}}',
  empty: 'Aún no hay traders en el ranking',
  emptyHint:
    'Los traders aparecerán aquí cuando alcancen el mínimo de posiciones cerradas ({{min}}) en {{days}} d.',
  loadFailed: 'No se pudo cargar el ranking',
};
