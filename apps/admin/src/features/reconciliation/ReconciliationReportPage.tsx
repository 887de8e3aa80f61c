import type {
  ReconciliationDifference,
  ReconciliationReport,
} from '@tp/contract/admin-reconciliation';
import { reconciliationCsv } from '@tp/contract/reconciliation-csv';
import { Button, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useParams } from 'react-router';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { dateTime } from '../../ui/format.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ExposureTable } from '../dashboard/ExposureTable.tsx';
import { downloadCsv } from './download-csv.ts';
import { ReconciliationResult } from './ReconciliationResult.tsx';

/** Amounts as the report holds them (exact decimals), with thousands grouped for reading. */
function amount(text: string): string {
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** One report: what was checked, the totals, exposure, and every difference with its figures. */
export function ReconciliationReportPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const query = useAdminQuery('adminReconciliation', { id: Number(id) });
  const report = query.data;
  return (
    <>
      <PageHeader
        title={t('financial.reconciliationReport', { id: id ?? '' })}
        extra={
          <Flex gap={8} wrap align="center">
            <Link to="/reconciliation">{t('financial.reconciliationBack')}</Link>
            {report && (
              <Button
                data-testid="reconciliation-csv"
                onClick={() =>
                  downloadCsv(
                    `reconciliation-${report.id}-${report.startedAt.slice(0, 10)}.csv`,
                    reconciliationCsv(report),
                  )
                }
              >
                {t('financial.reconciliationCsv')}
              </Button>
            )}
          </Flex>
        }
      />
      <LoadError error={query.error} retry={query.reload} />
      {report && <ReportBody report={report} />}
    </>
  );
}

function ReportBody({ report }: { report: ReconciliationReport }) {
  const { t } = useTranslation();
  const { totals } = report;
  const countAndAmount = (figure: { count: number; amount: string }) =>
    t('financial.reconciliationCountAmount', {
      count: figure.count,
      amount: amount(figure.amount),
    });
  const rows: [string, string][] = [
    [t('financial.reconciliationClientBalance'), amount(totals.clientBalance)],
    [t('financial.reconciliationClientLocked'), amount(totals.clientLocked)],
    [t('financial.reconciliationClientMoney'), amount(totals.clientMoney)],
    [t('financial.reconciliationClientFloating'), amount(totals.clientFloatingPnl)],
    [t('financial.reconciliationBrokerFloating'), amount(totals.brokerFloatingPnl)],
    [t('financial.reconciliationFees'), amount(totals.fees)],
    [t('financial.reconciliationClientRealised'), amount(totals.clientRealisedPnl)],
    [t('financial.reconciliationBrokerRealised'), amount(totals.brokerRealisedPnl)],
    [
      t('financial.reconciliationNegativeBalance'),
      countAndAmount(totals.negativeBalanceCorrections),
    ],
    [t('financial.reconciliationDeposits'), countAndAmount(totals.deposits)],
    [t('financial.reconciliationWithdrawals'), countAndAmount(totals.withdrawals)],
  ];
  return (
    <Flex vertical gap={24}>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        data-testid="reconciliation-summary"
        items={[
          {
            key: 'result',
            label: t('financial.reconciliationResult'),
            children: (
              <ReconciliationResult id={report.id} differenceCount={report.differenceCount} />
            ),
          },
          {
            key: 'startedAt',
            label: t('financial.reconciliationStartedAt'),
            children: dateTime(report.startedAt),
          },
          {
            key: 'by',
            label: t('financial.reconciliationBy'),
            children: report.operatorName ?? t('financial.reconciliationSchedule'),
          },
          {
            key: 'accounts',
            label: t('financial.reconciliationAccounts'),
            children: report.accountsChecked,
          },
          {
            key: 'period',
            label: t('financial.reconciliationPeriod'),
            span: 'filled',
            children: t('financial.reconciliationPeriodRange', {
              from: dateTime(report.periodFrom),
              to: dateTime(report.periodTo),
            }),
          },
        ]}
      />
      <DifferenceTable report={report} />
      <div>
        <Typography.Title level={4}>{t('financial.reconciliationTotals')}</Typography.Title>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, lg: 2 }}
          data-testid="reconciliation-totals"
          items={rows.map(([label, value]) => ({
            key: label,
            label,
            children: <Typography.Text style={{ whiteSpace: 'nowrap' }}>{value}</Typography.Text>,
          }))}
        />
      </div>
      <div>
        <Typography.Title level={4}>{t('func.exposure')}</Typography.Title>
        <ExposureTable rows={totals.exposure} />
      </div>
    </Flex>
  );
}

function DifferenceTable({ report }: { report: ReconciliationReport }) {
  const { t } = useTranslation();
  const columns: ColumnsType<ReconciliationDifference> = [
    {
      title: t('financial.reconciliationAccount'),
      key: 'account',
      render: (_, row) => (
        <Flex gap={6} align="center" wrap>
          <Link to={`/users/${row.userId}`}>{row.uid}</Link>
          {row.isDemo && <Tag color="gold">{t('user.demo')}</Tag>}
        </Flex>
      ),
    },
    {
      title: t('financial.reconciliationCheck'),
      key: 'check',
      render: (_, row) =>
        row.check === 'balance'
          ? t('financial.reconciliationCheckBalance')
          : t('financial.reconciliationCheckLock'),
    },
    {
      title: t('financial.reconciliationExpected'),
      key: 'expected',
      align: 'right',
      render: (_, row) => (
        <Typography.Text style={{ whiteSpace: 'nowrap' }}>{amount(row.expected)}</Typography.Text>
      ),
    },
    {
      title: t('financial.reconciliationFound'),
      key: 'found',
      align: 'right',
      render: (_, row) => (
        <Typography.Text type="danger" style={{ whiteSpace: 'nowrap' }}>
          {amount(row.found)}
        </Typography.Text>
      ),
    },
  ];
  return (
    <div>
      <Typography.Title level={4}>{t('financial.reconciliationDifferenceList')}</Typography.Title>
      {report.differences.length < report.differenceCount && (
        <Typography.Paragraph type="secondary">
          {t('financial.reconciliationKept', {
            shown: report.differences.length,
            count: report.differenceCount,
          })}
        </Typography.Paragraph>
      )}
      <Table<ReconciliationDifference>
        data-testid="reconciliation-differences"
        rowKey={(row) => `${row.userId}-${row.check}`}
        size="small"
        columns={columns}
        dataSource={report.differences}
        pagination={report.differences.length > 50 ? { pageSize: 50 } : false}
        scroll={{ x: true }}
        locale={{ emptyText: t('financial.reconciliationNoDifferences') }}
      />
    </div>
  );
}
