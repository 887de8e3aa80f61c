import type { OverviewInstrument } from '@tp/contract/admin-endpoints';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from '../../i18n/language-store.ts';

function price(value: number | null, precision: number): string {
  return value === null ? '—' : value.toFixed(precision);
}

export function InstrumentsTable({ instruments }: { instruments: readonly OverviewInstrument[] }) {
  const { t } = useTranslation();
  const columns: ColumnsType<OverviewInstrument> = [
    { title: t('product.code'), dataIndex: 'code', key: 'code' },
    { title: t('product.name'), dataIndex: 'showCode', key: 'showCode' },
    {
      title: t('product.bid'),
      key: 'bid',
      align: 'right',
      render: (_, row) => price(row.bid, row.pricePrecision),
    },
    {
      title: t('product.ask'),
      key: 'ask',
      align: 'right',
      render: (_, row) => price(row.ask, row.pricePrecision),
    },
    {
      title: t('product.market'),
      key: 'market',
      render: (_, row) =>
        row.marketStatus === 1 ? (
          <Tag color="green" data-testid={`market-status-${row.code}`}>
            {t('product.open')}
          </Tag>
        ) : (
          <Tag data-testid={`market-status-${row.code}`}>{t('product.closed')}</Tag>
        ),
    },
    {
      title: t('product.trading'),
      key: 'trading',
      render: (_, row) =>
        row.tradingEnabled ? t('product.tradingEnabled') : t('product.tradingDisabled'),
    },
    {
      title: t('product.quotedAt'),
      key: 'quotedAt',
      render: (_, row) => (row.quotedAt ? new Date(row.quotedAt).toLocaleTimeString() : '—'),
    },
  ];
  return (
    <Table<OverviewInstrument>
      data-testid="overview-instruments"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={[...instruments]}
      pagination={false}
      scroll={{ x: true }}
    />
  );
}
