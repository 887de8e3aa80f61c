import {
  type CompanyRecord,
  companyFieldCharsMax,
  companyPageSize,
  type companyStates,
} from '@tp/contract/admin-companies';
import { Avatar, Button, Flex, Input, Segmented, Switch, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAdminAction } from '../../api/use-admin-action.ts';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { useMayCall } from '../../session/role-access.ts';
import { PagedTable } from '../../ui/PagedTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { CompanyEditor } from './CompanyEditor.tsx';
import { MainModeNotice } from './MainModeNotice.tsx';

/** The list's state filter: every provider, or those traders see, or those hidden from them. */
const stateFilters = {
  all: undefined,
  shown: 'enabled',
  hidden: 'disabled',
} as const satisfies Record<string, (typeof companyStates)[number] | undefined>;
type StateFilter = keyof typeof stateFilters;

/** The provider directory of main mode: search, add, edit, and show to or hide from traders. */
export function CompaniesPage() {
  const { t } = useTranslation();
  const { run, confirm } = useAdminAction();
  const [name, setName] = useState('');
  const [state, setState] = useState<StateFilter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<CompanyRecord | 'new' | null>(null);
  const mayEdit = useMayCall('adminSaveCompany');
  const mayToggle = useMayCall('adminSetCompanyEnabled');
  const list = useAdminQuery(
    'adminCompanies',
    { name: name || undefined, state: stateFilters[state], page },
    { keepPrevious: true },
  );

  async function toggle(row: CompanyRecord, enabled: boolean) {
    const question = enabled ? 'product.showCompanyConfirm' : 'product.hideCompanyConfirm';
    if (!(await confirm(t(question, { name: row.name })))) return;
    const done = enabled ? 'product.companyShownAgain' : 'product.companyHidden';
    if (await run('adminSetCompanyEnabled', { id: row.id, enabled }, done)) list.reload();
  }

  const columns: ColumnsType<CompanyRecord> = [
    {
      title: t('product.companyLogo'),
      key: 'logo',
      width: 72,
      render: (_, row) => (
        <Avatar src={row.logo || undefined} size={36}>
          {row.name.slice(0, 1).toUpperCase()}
        </Avatar>
      ),
    },
    {
      title: t('product.companyName'),
      key: 'name',
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text strong>{row.name}</Typography.Text>
          {row.subject && <Typography.Text type="secondary">{row.subject}</Typography.Text>}
        </Flex>
      ),
    },
    { title: t('product.companyLocation'), dataIndex: 'location', key: 'location' },
    {
      title: t('product.companyWebsite'),
      key: 'url',
      render: (_, row) =>
        row.url && (
          <Typography.Link href={row.url} target="_blank" rel="noopener noreferrer">
            {new URL(row.url).host}
          </Typography.Link>
        ),
    },
    { title: t('product.companyEmail'), dataIndex: 'email', key: 'email' },
    { title: t('public.sort'), dataIndex: 'sort', key: 'sort', align: 'right' },
    {
      title: t('product.companyShown'),
      key: 'enabled',
      render: (_, row) => (
        <Switch
          size="small"
          checked={row.enabled}
          disabled={!mayToggle}
          onChange={(enabled) => toggle(row, enabled)}
          data-testid={`company-enabled-${row.id}`}
        />
      ),
    },
  ];
  if (mayEdit) {
    columns.push({
      title: t('public.actions'),
      key: 'actions',
      render: (_, row) => (
        <Button size="small" onClick={() => setEditing(row)} data-testid={`company-edit-${row.id}`}>
          {t('public.edit')}
        </Button>
      ),
    });
  }

  return (
    <>
      <PageHeader
        title={t('product.companies')}
        extra={
          mayEdit && (
            <Button type="primary" onClick={() => setEditing('new')} data-testid="company-add">
              {t('product.addCompany')}
            </Button>
          )
        }
      />
      <Typography.Paragraph type="secondary">{t('product.companiesHint')}</Typography.Paragraph>
      <MainModeNotice />
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          maxLength={companyFieldCharsMax.name}
          placeholder={t('product.searchCompanies')}
          onSearch={(value) => {
            setName(value.trim());
            setPage(1);
          }}
          style={{ maxWidth: 360 }}
          data-testid="companies-search"
        />
        <Segmented<StateFilter>
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('public.all') },
            { value: 'shown', label: t('product.companiesShown') },
            { value: 'hidden', label: t('product.companiesHidden') },
          ]}
          data-testid="companies-state"
        />
      </Flex>
      <PagedTable<CompanyRecord>
        data-testid="companies-table"
        rowKey="id"
        columns={columns}
        list={list}
        page={page}
        pageSize={companyPageSize}
        onPage={setPage}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('product.noCompanies') }}
      />
      {editing && (
        <CompanyEditor
          record={editing === 'new' ? undefined : editing}
          onDone={list.reload}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
