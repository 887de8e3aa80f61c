import type { RiskRow } from '@tp/contract/admin-operations';
import { stopOutDue } from '@tp/domain/account';
import { dec } from '@tp/domain/decimal';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/language-store.ts';
import { usd } from '../../ui/format.ts';
import { numberColumn } from '../../ui/number-column.ts';
import { AccountKindTag } from '../../ui/status-tags.tsx';

/** Whether the row's account is at the stop-out level already (`stopOutDue`), not only near it. */
const stoppingOut = (row: RiskRow, stopOutLevel: number): boolean =>
  stopOutDue({
    snapshot: { marginUsed: dec(row.margin), riskRatePct: dec(row.riskRate) },
    stopOutLevelPct: stopOutLevel,
  });

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
      render: (_, row) => <AccountKindTag isDemo={row.isDemo} />,
    },
    numberColumn('equity', t('user.equity'), usd),
    numberColumn('margin', t('user.margin'), usd),
    {
      ...numberColumn('riskRate', t('user.riskRate'), (value, row) => (
        <Typography.Text type={stoppingOut(row, stopOutLevel) ? 'danger' : 'warning'}>
          {`${value.toFixed(2)}%`}
        </Typography.Text>
      )),
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
