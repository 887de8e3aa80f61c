import { adminPageSize, type UserRow } from '@tp/contract/admin-operations';
import { Flex, Input, Segmented, Tag } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { dateTime, usd } from '../../ui/format.ts';
import { PagedTable } from '../../ui/PagedTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AccountKindTag, ReviewStatusTag } from '../../ui/status-tags.tsx';

type SortKey = 'createdAt' | 'balance' | 'uid';
type Sort = { sort: SortKey; order: 'asc' | 'desc' };

/** adminUsers' `kind`: 1 real only, 2 demo only. */
const kinds = { all: undefined, real: 1, demo: 2 } as const;
type Kind = keyof typeof kinds;

const sortable: readonly SortKey[] = ['createdAt', 'balance', 'uid'];

/** Every trader: search by e-mail, phone or uid, real or demo, sorted and paged by the server. */
export function UsersPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const [query, setQuery] = useState(search.get('query') ?? '');
  const [kind, setKind] = useState<Kind>('all');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>({ sort: 'createdAt', order: 'desc' });
  const list = useAdminQuery(
    'adminUsers',
    { query: query || undefined, kind: kinds[kind], page, ...sort },
    { keepPrevious: true },
  );

  const order = (key: SortKey) =>
    sort.sort === key ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;
  const columns: ColumnsType<UserRow> = [
    {
      title: t('user.uid'),
      key: 'uid',
      sorter: true,
      sortOrder: order('uid'),
      render: (_, row) => (
        <Link to={`/users/${row.id}`} data-testid={`user-link-${row.uid}`}>
          {row.uid}
        </Link>
      ),
    },
    { title: t('user.email'), dataIndex: 'email', key: 'email' },
    { title: t('user.mobile'), dataIndex: 'mobile', key: 'mobile' },
    {
      title: t('user.kind'),
      key: 'kind',
      render: (_, row) => <AccountKindTag isDemo={row.isDemo} />,
    },
    {
      title: t('user.kyc'),
      key: 'kyc',
      render: (_, row) => <ReviewStatusTag status={row.kycStatus} />,
    },
    {
      title: t('user.balance'),
      key: 'balance',
      align: 'right',
      sorter: true,
      sortOrder: order('balance'),
      render: (_, row) => usd(row.balance),
    },
    {
      title: t('user.frozen'),
      key: 'frozen',
      render: (_, row) => (
        <>
          {row.signInFrozen && <Tag color="red">{t('user.signInFrozen')}</Tag>}
          {row.tradingFrozen && <Tag color="orange">{t('user.tradingFrozen')}</Tag>}
        </>
      ),
    },
    {
      title: t('user.registeredAt'),
      key: 'createdAt',
      sorter: true,
      sortOrder: order('createdAt'),
      render: (_, row) => dateTime(row.createdAt),
    },
  ];

  function onSearch(value: string) {
    const trimmed = value.trim();
    setQuery(trimmed);
    setPage(1);
    setSearch(trimmed ? { query: trimmed } : {}, { replace: true });
  }

  return (
    <>
      <PageHeader title={t('user.users')} />
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          defaultValue={query}
          placeholder={t('user.searchUsers')}
          onSearch={onSearch}
          style={{ maxWidth: 360 }}
          data-testid="users-search"
        />
        <Segmented<Kind>
          value={kind}
          onChange={(value) => {
            setKind(value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('public.all') },
            { value: 'real', label: t('user.real') },
            { value: 'demo', label: t('user.demo') },
          ]}
          data-testid="users-kind"
        />
      </Flex>
      <PagedTable<UserRow>
        data-testid="users-table"
        rowKey="id"
        columns={columns}
        list={list}
        page={page}
        pageSize={adminPageSize}
        scroll={{ x: 'max-content' }}
        sortDirections={['ascend', 'descend', 'ascend']}
        // The table's own onChange turns the pages, since a new sort starts again at page 1.
        onChange={(pagination, _filters, sorter) => {
          const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<UserRow>;
          const key = single?.columnKey as SortKey | undefined;
          if (key && sortable.includes(key) && single.order) {
            const next: Sort = { sort: key, order: single.order === 'ascend' ? 'asc' : 'desc' };
            if (next.sort !== sort.sort || next.order !== sort.order) {
              setSort(next);
              setPage(1);
              return;
            }
          }
          setPage(pagination.current ?? 1);
        }}
      />
    </>
  );
}
