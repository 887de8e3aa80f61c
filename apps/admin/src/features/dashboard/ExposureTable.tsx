import type { ExposureRow } from '@tp/contract/admin-operations';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from '../../i18n/language-store.ts';
import { usd } from '../../ui/format.ts';
import { numberColumn } from '../../ui/number-column.ts';
import { SignedAmount } from '../../ui/SignedAmount.tsx';

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
    numberColumn('buyLots', t('order.buyLots'), lots),
    numberColumn('sellLots', t('order.sellLots'), lots),
    numberColumn('netLots', t('order.netLots'), (value) => (
      <SignedAmount value={value} format={lots} />
    )),
    {
      ...numberColumn('brokerPnl', t('func.brokerPnl'), (value, row) => (
        <SignedAmount value={value} format={usd} testId={`exposure-pnl-${row.code}`} />
      )),
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
