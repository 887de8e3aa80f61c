import { type AuditEntry, adminPageSize } from '@tp/contract/admin-operations';
import { AutoComplete, Flex, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { dateTime } from '../../ui/format.ts';
import { PagedTable } from '../../ui/PagedTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AuditDiffTable } from './AuditDiffTable.tsx';
import { changedKeys } from './audit-diff.ts';

/** Action prefixes offered in the filter; any other prefix may be typed. */
const actionPrefixes = [
  'operator.',
  'kyc.',
  'deposit.',
  'withdrawal.',
  'user.',
  'order.',
  'instrument.',
  'category.',
  'setting',
  'depositNetwork.',
  'wireOption.',
  'drawCurrency.',
] as const;

type Filters = { operatorId?: number; action: string; target: string };

/** Every operator action, newest first: who, when, what, and the state before and after. */
export function AuditPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({ action: '', target: '' });
  const [page, setPage] = useState(1);
  const operators = useAdminQuery('adminOperators', {});
  const list = useAdminQuery(
    'adminAudit',
    {
      page,
      operatorId: filters.operatorId,
      action: filters.action.trim() || undefined,
      target: filters.target.trim() || undefined,
    },
    { keepPrevious: true },
  );
  const filter = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  const columns: ColumnsType<AuditEntry> = [
    {
      title: t('public.time'),
      key: 'createdAt',
      width: 180,
      render: (_, row) => dateTime(row.createdAt),
    },
    { title: t('func.auditOperator'), dataIndex: 'operatorName', key: 'operatorName', width: 140 },
    {
      title: t('func.auditAction'),
      key: 'action',
      width: 200,
      render: (_, row) => <Tag>{row.action}</Tag>,
    },
    { title: t('func.auditTarget'), dataIndex: 'target', key: 'target', width: 200 },
    {
      title: t('func.auditChanged'),
      key: 'changed',
      render: (_, row) => changedKeys(row.before, row.after).join(', ') || '—',
    },
  ];

  return (
    <>
      <PageHeader title={t('func.audit')} />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Select<number>
          allowClear
          placeholder={t('func.auditOperator')}
          style={{ width: 200 }}
          value={filters.operatorId}
          onChange={(operatorId) => filter({ operatorId })}
          options={(operators.data ?? []).map((operator) => ({
            value: operator.id,
            label: operator.username,
          }))}
          data-testid="audit-operator"
        />
        <AutoComplete
          style={{ width: 220 }}
          options={actionPrefixes.map((value) => ({ value }))}
          onSelect={(action: string) => filter({ action })}
        >
          <Input.Search
            allowClear
            placeholder={t('func.auditActionPrefix')}
            onSearch={(action) => filter({ action })}
            data-testid="audit-action"
          />
        </AutoComplete>
        <Input.Search
          allowClear
          placeholder={t('func.auditTargetHint')}
          style={{ width: 240 }}
          onSearch={(target) => filter({ target })}
          data-testid="audit-target"
        />
      </Flex>
      <PagedTable<AuditEntry>
        data-testid="audit-table"
        rowKey="id"
        columns={columns}
        list={list}
        page={page}
        pageSize={adminPageSize}
        onPage={setPage}
        tableLayout="fixed"
        expandable={{
          expandedRowRender: (row) => (
            <AuditDiffTable id={row.id} before={row.before} after={row.after} />
          ),
        }}
      />
    </>
  );
}
