import { TraderType } from '@tp/contract/codes';
import type { RankBoard, TraderRankItem } from '@tp/contract/entities';

/** A trader of the board as follow/list sends it; tests change what they are about. */
export function traderFixture(rank: number, change: Partial<TraderRankItem> = {}): TraderRankItem {
  return {
    rank,
    user: `Trader ${rank}`,
    type: TraderType.real,
    multiple: 100,
    code: 'XAUUSD',
    show_code: 'XAU/USD',
    three_week_rate: 15.13,
    three_week_win: 66.67,
    three_week_profit: 190.4,
    three_week_trade_num: 3,
    total_rate: 26.39,
    total_trade_num: 4,
    max_drawdown: 45.88,
    risk_score: 7,
    followers: 0,
    ...change,
  };
}

/** One page of the board out of `all`, as the server pages it (20 a page). */
export function boardPage(all: readonly TraderRankItem[], page: number): RankBoard {
  return {
    data: all.slice((page - 1) * 20, page * 20),
    total: all.length,
    updated_at: '2026-12-10 12:00:00',
    period_days: 21,
    min_positions: 5,
  };
}
