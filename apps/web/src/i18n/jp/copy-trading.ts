import type { AreaMessages } from '../area-messages.ts';
import type { copyTrading as english } from '../en/copy-trading.ts';

export const copyTrading: AreaMessages<typeof english> = {
  documentary: 'コピートレード',
  ranking: 'トレーダーランキング',
  comingSoon: 'コピートレードは近日公開予定です',
  allTraders: 'すべて',
  realTraders: 'リアル口座',
  demoTraders: 'デモ口座',
  realLabel: 'リアル',
  demoLabel: 'デモ',
  rankNumber: '{{rank}}位',
  threeWeekReturn: '3週間リターン',
  winRate: '勝率',
  threeWeekProfit: '3週間損益（USD）',
  maxDrawdown: '最大ドローダウン',
  risk: 'リスク',
  riskOf: 'リスク {{score}}/10',
  totalReturn: '累計リターン',
  closedPositions: '決済 {{closed}}件 / 全{{total}}件',
  followers_other: 'フォロワー {{count}}人',
  leverage: '{{value}}倍',
  howRanked:
    '{{days}}日間のリターンから最大ドローダウンの2倍を差し引いた値で順位を付けています。入出金はリターンに含まれません。',
  whoIsListed:
    '{{days}}日間に{{min}}件以上の決済があるトレーダーが掲載されます。リアル口座のトレーダーは本人が掲載を選んだ場合のみ表示されます。',
  updatedAt: '{{time}} 更新',
  empty: 'ランキングにはまだトレーダーがいません',
  emptyHint: '{{days}}日間に{{min}}件の決済を行ったトレーダーがここに表示されます。',
  loadFailed: 'ランキングを読み込めませんでした',
};
