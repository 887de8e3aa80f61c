import { type AdminLedgerRow, adminPageSize } from '@tp/contract/admin-operations';
import { en as englishMessages } from '@tp/contract/server-messages/en';
import { hk as chineseMessages } from '@tp/contract/server-messages/hk';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { dateTime, profit, usd } from '../../ui/format.ts';
import { PagedTable } from '../../ui/PagedTable.tsx';
import { SignedAmount } from '../../ui/SignedAmount.tsx';

/**
 * A user's ledger, newest first, paged by the server; memos that are message keys read
 * translated, in the back office's two languages only (the server's other tables stay out of
 * this bundle).
 */
export function LedgerTable({ userId }: { userId: number }) {
  const { t, lang } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useAdminQuery('adminUserLedger', { userId, page }, { keepPrevious: true });
  const memo = (text: string) => {
    const messages: Readonly<Record<string, string>> =
      lang === 'hk' ? chineseMessages : englishMessages;
    return messages[text] ?? text;
  };

  const columns: ColumnsType<AdminLedgerRow> = [
    { title: t('public.id'), dataIndex: 'id', key: 'id', width: 90 },
    {
      title: t('public.createdAt'),
      key: 'createdAt',
      width: 180,
      render: (_, row) => dateTime(row.createdAt),
    },
    {
      title: t('financial.ledgerAmount'),
      key: 'amount',
      align: 'right',
      width: 160,
      render: (_, row) => <SignedAmount value={row.amount} format={profit} />,
    },
    {
      title: t('financial.balanceAfter'),
      key: 'balanceAfter',
      align: 'right',
      width: 160,
      render: (_, row) => usd(row.balanceAfter),
    },
    { title: t('financial.ledgerType'), dataIndex: 'type', key: 'type', width: 80 },
    {
      title: t('financial.memo'),
      key: 'memo',
      render: (_, row) => <span data-testid={`ledger-memo-${row.id}`}>{memo(row.memo)}</span>,
    },
    { title: t('order.order'), key: 'orderId', width: 100, render: (_, row) => row.orderId ?? '—' },
  ];

  return (
    <PagedTable<AdminLedgerRow>
      data-testid="ledger-table"
      rowKey="id"
      columns={columns}
      list={list}
      page={page}
      pageSize={adminPageSize}
      onPage={setPage}
      virtual
      scroll={{ x: 960, y: 560 }}
    />
  );
}
