import { type AdminOrder, adminPageSize } from '@tp/contract/admin-operations';
import { OrderSide, OrderStatus } from '@tp/contract/codes';
import { Button, Form, Input, Tag } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { ActionModal } from '../../forms/ActionModal.tsx';
import { useTranslation } from '../../i18n/language-store.ts';
import { useMayCall } from '../../session/role-access.ts';
import { columnPx, fittedScrollX } from '../../ui/fitted-columns.ts';
import { dateTime, margin, profit } from '../../ui/format.ts';
import { PagedTable } from '../../ui/PagedTable.tsx';
import { SignedAmount } from '../../ui/SignedAmount.tsx';
import { closeReasonLabels, sideLabels, statusLabels } from './order-labels.ts';

const price = (value: number) => (value > 0 ? String(value) : '—');

/** A user's orders of one status, paged; holding positions can be closed by the operator. */
export function OrdersTable({
  userId,
  status,
  onChange,
}: {
  userId: number;
  status: number;
  /** After a close: the account's figures changed. */
  onChange?: () => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [closing, setClosing] = useState<AdminOrder | null>(null);
  const mayClose = useMayCall('adminClosePosition');
  const holding = status === OrderStatus.holding;
  const list = useAdminQuery(
    'adminUserOrders',
    { userId, status, page },
    { keepPrevious: true, refreshMs: holding ? 5_000 : undefined },
  );

  // A holding position's status is always holding and it has no close time: those columns
  // are left out of the holding tab, so it fits beside the menu with its close action.
  const statusColumn: ColumnType<AdminOrder> = {
    title: t('public.status'),
    key: 'status',
    width: 120,
    render: (_, row) => {
      const reason = closeReasonLabels[row.closeReason];
      return row.status === OrderStatus.closed && reason
        ? `${t(statusLabels[row.status] ?? 'order.closed')} · ${t(reason)}`
        : t(statusLabels[row.status] ?? 'order.closed');
    },
  };
  const closedAtColumn: ColumnType<AdminOrder> = {
    title: t('order.closedAt'),
    key: 'closedAt',
    width: columnPx.time,
    render: (_, row) => dateTime(row.closedAt),
  };
  const columns: ColumnsType<AdminOrder> = [
    { title: t('public.id'), dataIndex: 'id', key: 'id', width: columnPx.id },
    { title: t('product.code'), dataIndex: 'code', key: 'code', width: 80 },
    {
      title: t('order.side'),
      key: 'side',
      width: 64,
      render: (_, row) => (
        <Tag color={row.side === OrderSide.buy ? 'green' : 'red'}>
          {t(sideLabels[row.side] ?? 'order.sell')}
        </Tag>
      ),
    },
    { title: t('order.lots'), dataIndex: 'lots', key: 'lots', width: 64, align: 'right' },
    {
      title: t('order.openPrice'),
      key: 'openPrice',
      width: 84,
      align: 'right',
      render: (_, row) => price(row.openPrice),
    },
    {
      title: holding ? t('order.markPrice') : t('order.exitPrice'),
      key: 'price',
      width: 84,
      align: 'right',
      render: (_, row) => price(row.price),
    },
    {
      title: t('user.margin'),
      key: 'margin',
      width: 90,
      align: 'right',
      render: (_, row) => margin(row.margin),
    },
    {
      title: t('order.fee'),
      key: 'fee',
      width: 72,
      align: 'right',
      render: (_, row) => margin(row.fee),
    },
    {
      title: t('order.pnl'),
      key: 'pnl',
      width: 90,
      align: 'right',
      render: (_, row) => <SignedAmount value={row.pnl} format={profit} />,
    },
    {
      title: t('order.stopLoss'),
      key: 'stopLoss',
      width: 76,
      align: 'right',
      render: (_, row) => price(row.stopLoss),
    },
    {
      title: t('order.takeProfit'),
      key: 'takeProfit',
      width: 76,
      align: 'right',
      render: (_, row) => price(row.takeProfit),
    },
    ...(holding ? [] : [statusColumn]),
    {
      title: t('public.createdAt'),
      key: 'createdAt',
      width: columnPx.time,
      render: (_, row) => dateTime(row.createdAt),
    },
    ...(holding ? [] : [closedAtColumn]),
  ];
  if (holding && mayClose) {
    columns.push({
      title: t('public.actions'),
      key: 'actions',
      fixed: 'right',
      width: 80,
      render: (_, row) => (
        <Button
          danger
          size="small"
          onClick={() => setClosing(row)}
          data-testid={`close-position-${row.id}`}
        >
          {t('order.close')}
        </Button>
      ),
    });
  }

  return (
    <>
      <PagedTable<AdminOrder>
        data-testid={`orders-table-${status}`}
        rowKey="id"
        columns={columns}
        list={list}
        page={page}
        pageSize={adminPageSize}
        onPage={setPage}
        // Refreshed every few seconds: the spinner only until the first page arrives.
        loading={list.loading && !list.data}
        scroll={{ x: fittedScrollX(columns) }}
      />
      {closing && (
        <ActionModal<'adminClosePosition', { reason: string }>
          call="adminClosePosition"
          title={t('order.closeAsOperator')}
          okText={t('order.close')}
          danger
          toParams={(values) => ({ orderId: closing.id, reason: values.reason ?? '' })}
          confirm={() =>
            t('order.closeConfirm', {
              id: closing.id,
              code: closing.code,
              lots: closing.lots,
              pnl: profit(closing.pnl),
            })
          }
          success="order.positionClosed"
          onDone={() => {
            list.reload();
            onChange?.();
          }}
          onClose={() => setClosing(null)}
          testId="close-position"
        >
          <Form.Item
            name="reason"
            label={t('order.closeReason')}
            rules={[{ required: true, whitespace: true, message: t('user.enterReason') }]}
          >
            <Input.TextArea rows={3} maxLength={500} showCount data-testid="close-reason" />
          </Form.Item>
        </ActionModal>
      )}
    </>
  );
}
