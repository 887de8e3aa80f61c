import type { AdminRankRow } from '@tp/contract/admin-endpoints';

/** What traders see of a row: shown on the board, hidden by an operator, or not listed by its owner. */
export type RankRowStatus = 'shown' | 'hidden' | 'notListed';

/** A hidden trader is never shown, whatever their choice. */
export function rankRowStatus(row: Pick<AdminRankRow, 'hidden' | 'listed'>): RankRowStatus {
  if (row.hidden) return 'hidden';
  return row.listed ? 'shown' : 'notListed';
}
