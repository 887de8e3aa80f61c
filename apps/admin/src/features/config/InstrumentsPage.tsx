import type { InstrumentConfig } from '@tp/contract/admin-operations';
import { Button, Input, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { useMayCall } from '../../session/role-access.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { categoryName } from './category-name.ts';
import { InstrumentDrawer } from './InstrumentDrawer.tsx';
import { marginModeLabels } from './margin-mode-labels.ts';

/** Every instrument with its trading terms; a row opens the editor of all its fields. */
export function InstrumentsPage() {
  const { t, lang } = useTranslation();
  const list = useAdminQuery('adminInstruments', {});
  const categories = useAdminQuery('adminCategories', {});
  const mayEdit = useMayCall('adminSaveInstrument');
  const [editing, setEditing] = useState<InstrumentConfig | null>(null);
  const [filter, setFilter] = useState('');

  const categoryNames = useMemo(
    () => new Map((categories.data ?? []).map((c) => [c.id, categoryName(c, lang)])),
    [categories.data, lang],
  );
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const rows = list.data ?? [];
    return needle
      ? rows.filter((row) => `${row.code} ${row.showCode}`.toLowerCase().includes(needle))
      : rows;
  }, [list.data, filter]);

  const columns: ColumnsType<InstrumentConfig> = [
    {
      title: t('product.code'),
      dataIndex: 'code',
      key: 'code',
      width: 120,
      sorter: (a, b) => a.code.localeCompare(b.code),
    },
    { title: t('product.name'), dataIndex: 'showCode', key: 'showCode', width: 130 },
    {
      title: t('product.category'),
      key: 'category',
      width: 130,
      render: (_, row) => categoryNames.get(row.categoryId) ?? row.categoryId,
      filters: (categories.data ?? []).map((c) => ({ text: categoryName(c, lang), value: c.id })),
      onFilter: (value, row) => row.categoryId === value,
    },
    {
      title: t('product.spread'),
      dataIndex: 'spread',
      key: 'spread',
      width: 100,
      align: 'right',
      sorter: (a, b) => a.spread - b.spread,
    },
    {
      title: t('product.lots'),
      key: 'lots',
      width: 160,
      render: (_, row) => `${row.minLots} / ${row.lotStep} / ${row.maxLots || '∞'}`,
    },
    {
      title: t('product.feeRate'),
      dataIndex: 'feeRate',
      key: 'feeRate',
      width: 90,
      align: 'right',
    },
    {
      title: t('product.marginMode'),
      key: 'marginMode',
      width: 130,
      render: (_, row) => t(marginModeLabels[row.marginMode] ?? 'product.marginLeverage'),
    },
    {
      title: t('product.leverage'),
      key: 'leverage',
      width: 180,
      render: (_, row) => row.leverageOptions.map((value) => <Tag key={value}>{`${value}×`}</Tag>),
    },
    {
      title: t('product.trading'),
      key: 'tradingEnabled',
      width: 110,
      render: (_, row) =>
        row.tradingEnabled ? (
          <Tag color="green">{t('product.tradingEnabled')}</Tag>
        ) : (
          <Tag>{t('product.tradingDisabled')}</Tag>
        ),
      filters: [
        { text: t('product.tradingEnabled'), value: true },
        { text: t('product.tradingDisabled'), value: false },
      ],
      onFilter: (value, row) => row.tradingEnabled === value,
    },
    {
      title: t('public.sort'),
      dataIndex: 'sort',
      key: 'sort',
      width: 80,
      align: 'right',
      sorter: (a, b) => a.sort - b.sort,
      defaultSortOrder: 'ascend',
    },
    {
      title: t('public.actions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_, row) => (
        <Button
          size="small"
          onClick={() => setEditing(row)}
          data-testid={`instrument-edit-${row.code}`}
        >
          {mayEdit ? t('public.edit') : t('public.view')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('product.instruments')}
        extra={
          <Input.Search
            allowClear
            placeholder={t('product.searchInstruments')}
            onChange={(event) => setFilter(event.target.value)}
            style={{ maxWidth: 260 }}
            data-testid="instruments-search"
          />
        }
      />
      <LoadError error={list.error} retry={list.reload} />
      <Table<InstrumentConfig>
        data-testid="instruments-table"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={shown}
        loading={list.loading && !list.data}
        virtual
        scroll={{ x: 1440, y: 640 }}
        pagination={false}
      />
      {editing && (
        <InstrumentDrawer
          instrument={editing}
          categories={categories.data ?? []}
          readOnly={!mayEdit}
          onSaved={list.reload}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
