import { type AdminOrder, adminPageSize } from '@tp/contract/admin-operations';
import { OrderSide, OrderStatus } from '@tp/contract/entities';
import { Button, Form, Input, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { ActionModal } from '../../forms/action-modal.tsx';
import { useTranslation } from '../../i18n/language-store.ts';
import { useMayCall } from '../../session/role-access.ts';
import { dateTime, margin, profit } from '../../ui/format.ts';
import { PagedTable } from '../../ui/paged-table.tsx';
import { SignedAmount } from '../../ui/signed-amount.tsx';
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

  const columns: ColumnsType<AdminOrder> = [
    { title: t('public.id'), dataIndex: 'id', key: 'id' },
    { title: t('product.code'), dataIndex: 'code', key: 'code' },
    {
      title: t('order.side'),
      key: 'side',
      render: (_, row) => (
        <Tag color={row.side === OrderSide.buy ? 'green' : 'red'}>
          {t(sideLabels[row.side] ?? 'order.sell')}
        </Tag>
      ),
    },
    { title: t('order.lots'), dataIndex: 'lots', key: 'lots', align: 'right' },
    {
      title: t('order.openPrice'),
      key: 'openPrice',
      align: 'right',
      render: (_, row) => price(row.openPrice),
    },
    {
      title: holding ? t('order.markPrice') : t('order.exitPrice'),
      key: 'price',
      align: 'right',
      render: (_, row) => price(row.price),
    },
    {
      title: t('user.margin'),
      key: 'margin',
      align: 'right',
      render: (_, row) => margin(row.margin),
    },
    { title: t('order.fee'), key: 'fee', align: 'right', render: (_, row) => margin(row.fee) },
    {
      title: t('order.pnl'),
      key: 'pnl',
      align: 'right',
      render: (_, row) => <SignedAmount value={row.pnl} format={profit} />,
    },
    {
      title: t('order.stopLoss'),
      key: 'stopLoss',
      align: 'right',
      render: (_, row) => price(row.stopLoss),
    },
    {
      title: t('order.takeProfit'),
      key: 'takeProfit',
      align: 'right',
      render: (_, row) => price(row.takeProfit),
    },
    {
      title: t('public.status'),
      key: 'status',
      render: (_, row) => {
        const reason = closeReasonLabels[row.closeReason];
        return row.status === OrderStatus.closed && reason
          ? `${t(statusLabels[row.status] ?? 'order.closed')} · ${t(reason)}`
          : t(statusLabels[row.status] ?? 'order.closed');
      },
    },
    { title: t('public.createdAt'), key: 'createdAt', render: (_, row) => dateTime(row.createdAt) },
    { title: t('order.closedAt'), key: 'closedAt', render: (_, row) => dateTime(row.closedAt) },
  ];
  if (holding && mayClose) {
    columns.push({
      title: t('public.actions'),
      key: 'actions',
      fixed: 'right',
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
        scroll={{ x: 'max-content' }}
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
