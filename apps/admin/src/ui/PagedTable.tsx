import { Table, type TableProps } from 'antd';
import type { AdminQuery } from '../api/use-admin-query.ts';
import { LoadError } from './LoadError.tsx';

/** One page of a list the server pages, and how many rows there are in all. */
export type Page<Row> = { items: Row[]; total: number };

export type PagedTableProps<Row> = Omit<TableProps<Row>, 'dataSource' | 'pagination'> & {
  list: AdminQuery<Page<Row>>;
  page: number;
  pageSize: number;
  /** Absent when the table's own `onChange` turns the pages (with its sorting). */
  onPage?: (page: number) => void;
};

/** A list the server pages: a failed read with its retry above, then the page's rows. */
export function PagedTable<Row extends object>({
  list,
  page,
  pageSize,
  onPage,
  ...table
}: PagedTableProps<Row>) {
  return (
    <>
      <LoadError error={list.error} retry={list.reload} />
      <Table<Row>
        size="small"
        loading={list.loading}
        {...table}
        dataSource={list.data?.items ?? []}
        pagination={{
          current: page,
          pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: onPage,
        }}
      />
    </>
  );
}
