import type { RiskRow } from '@tp/contract/admin-operations';
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/language-store.ts';
import { usd } from '../../ui/format.ts';

/** Accounts whose risk rate is close to the stop-out level, lowest first, each a link to the user. */
export function NearStopOutTable({
  rows,
  stopOutLevel,
}: {
  rows: readonly RiskRow[];
  stopOutLevel: number;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<RiskRow> = [
    {
      title: t('user.uid'),
      key: 'uid',
      render: (_, row) => (
        <Link to={`/users/${row.userId}`} data-testid={`risk-user-${row.uid}`}>
          {row.uid}
        </Link>
      ),
    },
    { title: t('user.email'), dataIndex: 'email', key: 'email' },
    {
      title: t('user.kind'),
      key: 'kind',
      render: (_, row) =>
        row.isDemo ? <Tag>{t('user.demo')}</Tag> : <Tag color="blue">{t('user.real')}</Tag>,
    },
    {
      title: t('user.equity'),
      key: 'equity',
      align: 'right',
      render: (_, row) => usd(row.equity),
      sorter: (a, b) => a.equity - b.equity,
    },
    {
      title: t('user.margin'),
      key: 'margin',
      align: 'right',
      render: (_, row) => usd(row.margin),
      sorter: (a, b) => a.margin - b.margin,
    },
    {
      title: t('user.riskRate'),
      key: 'riskRate',
      align: 'right',
      render: (_, row) => (
        <Typography.Text type={row.riskRate <= stopOutLevel ? 'danger' : 'warning'}>
          {`${row.riskRate.toFixed(2)}%`}
        </Typography.Text>
      ),
      sorter: (a, b) => a.riskRate - b.riskRate,
      defaultSortOrder: 'ascend',
    },
  ];
  return (
    <Table<RiskRow>
      data-testid="dashboard-near-stop-out"
      rowKey="userId"
      size="small"
      columns={columns}
      dataSource={[...rows]}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: t('func.noneNearStopOut') }}
    />
  );
}
