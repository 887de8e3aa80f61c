import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';

type NumberKey<Row> = { [K in keyof Row]: Row[K] extends number ? K : never }[keyof Row] & string;

/** A right-aligned column of one figure of each row, sortable by that figure. */
export function numberColumn<Row>(
  key: NumberKey<Row>,
  title: string,
  show: (value: number, row: Row) => ReactNode,
): ColumnType<Row> {
  const value = (row: Row) => Number(row[key]);
  return {
    title,
    key,
    align: 'right',
    render: (_, row) => show(value(row), row),
    sorter: (a, b) => value(a) - value(b),
  };
}
