import type { ColumnType } from 'antd/es/table';

/** A column given no width of its own is taken at this many pixels. */
const unsizedColumnPx = 100;

/**
 * The widths of the back office's list columns, chosen so that a review queue fits the content
 * area beside the menu at 1280 px (about 1,010 px) and 1440 px: long texts (e-mails, addresses,
 * remarks) are cut with an ellipsis and shown whole on hover or copied whole.
 */
export const columnPx = {
  id: 56,
  user: 150,
  kind: 64,
  amount: 96,
  channel: 150,
  image: 72,
  status: 88,
  remark: 100,
  time: 96,
  /** The decisions, one button a line. */
  actions: 104,
} as const;

/**
 * The table's scroll width: the sum of its columns' widths, so the table fills the area when
 * they fit, and scrolls sideways (the actions column fixed at the right) only when they do not,
 * instead of growing to its widest content and sliding columns under the fixed one.
 */
export function fittedScrollX<Row>(columns: readonly ColumnType<Row>[]): number {
  return columns.reduce(
    (sum, column) => sum + (typeof column.width === 'number' ? column.width : unsizedColumnPx),
    0,
  );
}
