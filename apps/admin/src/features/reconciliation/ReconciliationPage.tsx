import {
  type ReconciliationSummary,
  reconciliationPageSize,
} from '@tp/contract/admin-reconciliation';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAdminAction } from '../../api/use-admin-action.ts';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { useMayCall } from '../../session/role-access.ts';
import { dateTime } from '../../ui/format.ts';
import { PagedTable } from '../../ui/PagedTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ReconciliationResult } from './ReconciliationResult.tsx';

/** The reconciliation reports, newest first, and a run now for those who may. */
export function ReconciliationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { run, confirm } = useAdminAction();
  const mayRun = useMayCall('adminRunReconciliation');
  const [page, setPage] = useState(1);
  const [running, setRunning] = useState(false);
  const list = useAdminQuery('adminReconciliations', { page }, { keepPrevious: true });

  async function runNow() {
    if (!(await confirm(t('financial.reconciliationRunConfirm')))) return;
    setRunning(true);
    const report = await run('adminRunReconciliation', {}, 'financial.reconciliationRunDone');
    setRunning(false);
    if (report) navigate(`/reconciliation/${report.id}`);
  }

  const columns: ColumnsType<ReconciliationSummary> = [
    {
      title: t('financial.reconciliationStartedAt'),
      key: 'startedAt',
      render: (_, row) => <Link to={`/reconciliation/${row.id}`}>{dateTime(row.startedAt)}</Link>,
    },
    {
      title: t('financial.reconciliationResult'),
      key: 'result',
      render: (_, row) => (
        <ReconciliationResult id={row.id} differenceCount={row.differenceCount} />
      ),
    },
    {
      title: t('financial.reconciliationAccounts'),
      key: 'accounts',
      align: 'right',
      render: (_, row) => row.accountsChecked,
    },
    {
      title: t('financial.reconciliationBy'),
      key: 'by',
      responsive: ['md'],
      render: (_, row) => row.operatorName ?? t('financial.reconciliationSchedule'),
    },
    {
      title: t('financial.reconciliationPeriod'),
      key: 'period',
      responsive: ['lg'],
      render: (_, row) =>
        t('financial.reconciliationPeriodRange', {
          from: dateTime(row.periodFrom),
          to: dateTime(row.periodTo),
        }),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('financial.reconciliation')}
        extra={
          mayRun && (
            <Button
              type="primary"
              loading={running}
              onClick={runNow}
              data-testid="reconciliation-run"
            >
              {t('financial.reconciliationRunNow')}
            </Button>
          )
        }
      />
      <PagedTable<ReconciliationSummary>
        data-testid="reconciliation-list"
        rowKey="id"
        list={list}
        page={page}
        pageSize={reconciliationPageSize}
        onPage={setPage}
        columns={columns}
        locale={{ emptyText: t('financial.reconciliationNone') }}
      />
    </>
  );
}
