import type { AreaMessages } from '../area-messages.ts';
import type { copyTrading as english } from '../en/copy-trading.ts';

export const copyTrading: AreaMessages<typeof english> = {
  documentary: 'Kopya işlem',
  ranking: 'Yatırımcı sıralaması',
  comingSoon: 'Kopya işlem çok yakında',
  allTraders: 'Tümü',
  realTraders: 'Gerçek hesaplar',
  demoTraders: 'Demo hesaplar',
  realLabel: 'Gerçek',
  demoLabel: 'Demo',
  rankNumber: '{{rank}}. sıra',
  threeWeekReturn: '3 haftalık getiri',
  winRate: 'Kazanma oranı',
  threeWeekProfit: '3 haftalık kâr (USD)',
  maxDrawdown: 'Maks. düşüş',
  risk: 'Risk seviyesi',
  riskOf: 'Risk: {{score}}/10',
  totalReturn: 'Toplam getiri',
  closedPositions: 'Kapanan {{closed}} / toplam {{total}}',
  followers_one: '{{count}} takipçi',
  followers_other: '{{count}} takipçi',
  leverage: '×{{value}}',
  howRanked:
    'Sıralama, {{days}} günlük getiriden maksimum düşüşün iki katı çıkarılarak yapılır. Para yatırma ve çekme işlemleri getiri sayılmaz.',
  whoIsListed:
    'Son {{days}} günde en az {{min}} pozisyon kapatan yatırımcılar listelenir. Gerçek hesaplar yalnızca kendi tercihleriyle yer alır.',
  updatedAt: 'Güncellendi: {{time}}',
  empty: 'Sıralamada henüz yatırımcı yok',
  emptyHint: 'Yatırımcılar {{days}} gün içinde {{min}} pozisyon kapattığında burada görünür.',
  loadFailed: 'Sıralama yüklenemedi',
};
