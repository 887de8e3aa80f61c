import type { AreaMessages } from '../area-messages.ts';
import type { copyTrading as english } from '../en/copy-trading.ts';

export const copyTrading: AreaMessages<typeof english> = {
  documentary: 'Копитрейдинг',
  ranking: 'Рейтинг трейдеров',
  comingSoon: 'Копитрейдинг скоро появится',
  allTraders: 'Все',
  realTraders: 'Реальные счета',
  demoTraders: 'Демо-счета',
  realLabel: 'Реальный',
  demoLabel: 'Демо',
  rankNumber: '№ {{rank}}',
  threeWeekReturn: 'Доходность за 3 нед.',
  winRate: 'Прибыльные сделки',
  threeWeekProfit: 'Прибыль за 3 нед. (USD)',
  maxDrawdown: 'Макс. просадка',
  risk: 'Риск',
  riskOf: 'Риск {{score}} из 10',
  totalReturn: 'Общая доходность',
  closedPositions: 'Закрыто: {{closed}} / всего: {{total}}',
  followers_one: '{{count}} подписчик',
  followers_few: '{{count}} подписчика',
  followers_many: '{{count}} подписчиков',
  followers_other: '{{count}} подписчика',
  leverage: '×{{value}}',
  howRanked:
    'Место в рейтинге — это доходность за {{days}} дн. минус удвоенная максимальная просадка. Пополнения и выводы в доходность не входят.',
  whoIsListed:
    'В рейтинг попадают трейдеры, у которых за {{days}} дн. закрытых позиций не меньше {{min}}. Реальные счета — только по желанию владельца.',
  updatedAt: 'Обновлено {{time}}',
  empty: 'В рейтинге пока нет трейдеров',
  emptyHint:
    'Трейдер появится здесь, когда число его закрытых позиций за {{days}} дн. достигнет {{min}}.',
  loadFailed: 'Не удалось загрузить рейтинг',
};
