import type { ExposureRow } from '@tp/contract/admin-operations';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from '../../i18n/language-store.ts';
import { usd } from '../../ui/format.ts';
import { SignedAmount } from '../../ui/signed-amount.tsx';

const lots = (value: number) => String(Number(value.toFixed(6)));

/** Net lots and the broker's floating P&L per instrument, gains green and losses red. */
export function ExposureTable({ rows }: { rows: readonly ExposureRow[] }) {
  const { t } = useTranslation();
  const columns: ColumnsType<ExposureRow> = [
    {
      title: t('product.code'),
      dataIndex: 'code',
      key: 'code',
      sorter: (a, b) => a.code.localeCompare(b.code),
    },
    {
      title: t('order.buyLots'),
      key: 'buyLots',
      align: 'right',
      render: (_, row) => lots(row.buyLots),
      sorter: (a, b) => a.buyLots - b.buyLots,
    },
    {
      title: t('order.sellLots'),
      key: 'sellLots',
      align: 'right',
      render: (_, row) => lots(row.sellLots),
      sorter: (a, b) => a.sellLots - b.sellLots,
    },
    {
      title: t('order.netLots'),
      key: 'netLots',
      align: 'right',
      render: (_, row) => <SignedAmount value={row.netLots} format={lots} />,
      sorter: (a, b) => a.netLots - b.netLots,
    },
    {
      title: t('func.brokerPnl'),
      key: 'brokerPnl',
      align: 'right',
      render: (_, row) => (
        <SignedAmount value={row.brokerPnl} format={usd} testId={`exposure-pnl-${row.code}`} />
      ),
      sorter: (a, b) => a.brokerPnl - b.brokerPnl,
      defaultSortOrder: 'ascend',
    },
  ];
  return (
    <Table<ExposureRow>
      data-testid="dashboard-exposure"
      rowKey="instrumentId"
      size="small"
      columns={columns}
      dataSource={[...rows]}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: t('func.noExposure') }}
    />
  );
}
