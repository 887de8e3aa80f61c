import { type TraderRankItem, TraderType } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import type { StoredBoardRow } from './board-rows.ts';
import { maskedUid } from './masked-uid.ts';

/** A fraction as the board shows it: percent, 2 decimals. */
export const percent = (fraction: string): number =>
  new Decimal(fraction).times(100).toDecimalPlaces(2).toNumber();

/** An amount of the board, a summary like a balance: 2 decimals. */
export const usd = (amount: string): number => new Decimal(amount).toDecimalPlaces(2).toNumber();

/** The name traders see: a real trader's chosen name, a demo account's masked uid. Never an e-mail or phone. */
export const displayName = (row: Pick<StoredBoardRow, 'is_demo' | 'nickname' | 'uid'>): string =>
  row.is_demo ? maskedUid(row.uid) : (row.nickname ?? '');

export function rankItemView(row: StoredBoardRow): TraderRankItem {
  return {
    rank: row.place,
    user: displayName(row),
    type: row.is_demo ? TraderType.demo : TraderType.real,
    multiple: row.leverage,
    code: row.code ?? '',
    show_code: row.show_code ?? '',
    three_week_rate: percent(row.period_rate),
    three_week_win: percent(row.win_rate),
    three_week_profit: usd(row.period_profit),
    three_week_trade_num: row.period_closed,
    total_rate: percent(row.total_rate),
    total_trade_num: row.total_closed,
    max_drawdown: percent(row.max_drawdown),
    risk_score: row.risk_score,
    // Copy trading is not offered yet, so nobody follows anybody.
    followers: 0,
  };
}
