import {
  type AdminStopOut,
  type AdminStopOutPosition,
  adminPageSize,
} from '@tp/contract/admin-operations';
import { OrderSide } from '@tp/contract/codes';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { dateTime, signColour } from '../../ui/format.ts';
import { PagedTable } from '../../ui/PagedTable.tsx';

/** A signed figure as the server wrote it (every digit kept), coloured by its sign. */
function Figure({ value }: { value: string }) {
  return <span style={{ color: signColour(Number(value)) }}>{value}</span>;
}

/**
 * A user's stop-outs, newest first: what set each off and what it did to the balance; a row
 * opens to the positions it closed, in the order they were closed.
 */
export function StopOutsTable({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useAdminQuery('adminUserStopOuts', { userId, page }, { keepPrevious: true });

  const columns: ColumnsType<AdminStopOut> = [
    { title: t('public.id'), dataIndex: 'id', key: 'id', width: 80 },
    {
      title: t('public.createdAt'),
      key: 'createdAt',
      width: 180,
      render: (_, row) => dateTime(row.createdAt),
    },
    {
      title: t('order.stopOutRiskRate'),
      key: 'riskRate',
      align: 'right',
      render: (_, row) => `${row.riskRate}%`,
    },
    {
      title: t('order.stopOutLevel'),
      key: 'stopOutLevel',
      align: 'right',
      render: (_, row) => `${row.stopOutLevel}%`,
    },
    { title: t('order.balanceBefore'), dataIndex: 'balanceBefore', key: 'before', align: 'right' },
    { title: t('order.balanceAfter'), dataIndex: 'balanceAfter', key: 'after', align: 'right' },
    {
      title: t('order.negativeBalanceCorrection'),
      dataIndex: 'correction',
      key: 'correction',
      align: 'right',
    },
    {
      title: t('order.stopOutCloses'),
      key: 'closes',
      align: 'right',
      render: (_, row) => row.positions.length,
    },
  ];

  const positionColumns: ColumnsType<AdminStopOutPosition & { step: number }> = [
    { title: t('order.closeStep'), dataIndex: 'step', key: 'step', width: 70 },
    { title: t('order.order'), dataIndex: 'orderId', key: 'orderId', width: 100 },
    { title: t('product.code'), dataIndex: 'symbol', key: 'symbol' },
    {
      title: t('order.side'),
      key: 'side',
      render: (_, row) => (
        <Tag color={row.side === OrderSide.buy ? 'green' : 'red'}>
          {row.side === OrderSide.buy ? t('order.buy') : t('order.sell')}
        </Tag>
      ),
    },
    { title: t('order.lots'), dataIndex: 'lots', key: 'lots', align: 'right' },
    { title: t('order.exitPrice'), dataIndex: 'price', key: 'price', align: 'right' },
    {
      title: t('order.pnl'),
      key: 'pnl',
      align: 'right',
      render: (_, row) => <Figure value={row.pnl} />,
    },
  ];

  return (
    <PagedTable<AdminStopOut>
      data-testid="stop-outs-table"
      rowKey="id"
      columns={columns}
      list={list}
      page={page}
      pageSize={adminPageSize}
      onPage={setPage}
      scroll={{ x: 960 }}
      expandable={{
        expandedRowRender: (row) => (
          <Table
            size="small"
            rowKey="orderId"
            pagination={false}
            columns={positionColumns}
            dataSource={row.positions.map((position, index) => ({ ...position, step: index + 1 }))}
            data-testid={`stop-out-positions-${row.id}`}
          />
        ),
      }}
    />
  );
}
