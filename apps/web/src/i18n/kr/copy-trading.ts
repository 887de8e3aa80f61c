import type { AreaMessages } from '../area-messages.ts';
import type { copyTrading as english } from '../en/copy-trading.ts';

export const copyTrading: AreaMessages<typeof english> = {
  documentary: '카피트레이딩',
  ranking: '트레이더 랭킹',
  comingSoon: '카피트레이딩은 곧 오픈 예정입니다',
  allTraders: '전체',
  realTraders: '실계좌',
  demoTraders: '데모 계좌',
  realLabel: '실계좌',
  demoLabel: '데모',
  rankNumber: '{{rank}}위',
  threeWeekReturn: '3주 수익률',
  winRate: '승률',
  threeWeekProfit: '3주 손익(USD)',
  maxDrawdown: '최대 낙폭',
  risk: '리스크',
  riskOf: '리스크 {{score}}/10',
  totalReturn: '누적 수익률',
  closedPositions: '청산 {{closed}}건 / 전체 {{total}}건',
  followers_other: '팔로워 {{count}}명',
  leverage: '{{value}}배',
  howRanked:
    '{{days}}일 수익률에서 최대 낙폭의 2배를 뺀 값으로 순위를 매깁니다. 입출금은 수익률에 포함되지 않습니다.',
  whoIsListed:
    '{{days}}일 동안 {{min}}건 이상 청산한 트레이더가 표시됩니다. 실계좌 트레이더는 본인이 공개를 선택한 경우에만 표시됩니다.',
  updatedAt: '{{time}} 업데이트',
  empty: '아직 랭킹에 오른 트레이더가 없습니다',
  emptyHint: '{{days}}일 동안 {{min}}건을 청산한 트레이더가 여기에 표시됩니다.',
  loadFailed: '랭킹을 불러오지 못했습니다',
};
