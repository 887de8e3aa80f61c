import { OrderStatus } from '@tp/contract/codes';
import { Tabs } from 'antd';
import { useTranslation } from '../../i18n/language-store.ts';
import { OrdersTable } from './OrdersTable.tsx';

/** A user's orders by status: pending, closed (history) and cancelled. */
export function OrderTabs({ userId }: { userId: number }) {
  const { t } = useTranslation();
  return (
    <Tabs
      size="small"
      destroyOnHidden
      items={[
        { key: 'pending', label: t('order.pending'), status: OrderStatus.pending },
        { key: 'closed', label: t('order.closed'), status: OrderStatus.closed },
        { key: 'cancelled', label: t('order.cancelled'), status: OrderStatus.cancelled },
      ].map(({ key, label, status }) => ({
        key,
        label,
        children: <OrdersTable userId={userId} status={status} />,
      }))}
    />
  );
}
