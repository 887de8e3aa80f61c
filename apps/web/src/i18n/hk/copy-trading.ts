import type { AreaMessages } from '../area-messages.ts';
import type { copyTrading as english } from '../en/copy-trading.ts';

export const copyTrading: AreaMessages<typeof english> = {
  documentary: '跟單',
  ranking: '交易員排行',
  comingSoon: '跟單功能即將推出',
};
