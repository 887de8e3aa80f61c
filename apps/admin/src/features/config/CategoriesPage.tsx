import type { CategoryConfig } from '@tp/contract/admin-operations';
import { languageNames, languages } from '@tp/contract/languages';
import { Button, Col, Form, Input, InputNumber, Row, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { ActionModal } from '../../forms/ActionModal.tsx';
import { useTranslation } from '../../i18n/language-store.ts';
import { useMayCall } from '../../session/role-access.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { categoryName } from './category-name.ts';
import { categoryNames } from './category-names.ts';

type Values = { code: string; sort: number | null; names: Record<string, string | undefined> };

/** Instrument categories (the home page's chips), named in every language; English is required. */
export function CategoriesPage() {
  const { t, lang } = useTranslation();
  const list = useAdminQuery('adminCategories', {});
  const mayEdit = useMayCall('adminSaveCategory');
  const [editing, setEditing] = useState<CategoryConfig | 'new' | null>(null);

  const columns: ColumnsType<CategoryConfig> = [
    { title: t('public.id'), dataIndex: 'id', key: 'id' },
    {
      title: t('product.categoryCode'),
      dataIndex: 'code',
      key: 'code',
      sorter: (a, b) => a.code.localeCompare(b.code),
    },
    { title: t('product.name'), key: 'name', render: (_, row) => categoryName(row, lang) },
    {
      title: t('product.translations'),
      key: 'translations',
      render: (_, row) => `${Object.keys(row.names).length} / ${languages.length}`,
    },
    {
      title: t('public.sort'),
      dataIndex: 'sort',
      key: 'sort',
      sorter: (a, b) => a.sort - b.sort,
      defaultSortOrder: 'ascend',
    },
  ];
  if (mayEdit) {
    columns.push({
      title: t('public.actions'),
      key: 'actions',
      render: (_, row) => (
        <Button
          size="small"
          onClick={() => setEditing(row)}
          data-testid={`category-edit-${row.id}`}
        >
          {t('public.edit')}
        </Button>
      ),
    });
  }

  const record = editing === 'new' ? undefined : (editing ?? undefined);
  return (
    <>
      <PageHeader
        title={t('product.categories')}
        extra={
          mayEdit && (
            <Button type="primary" onClick={() => setEditing('new')} data-testid="category-add">
              {t('public.add')}
            </Button>
          )
        }
      />
      <LoadError error={list.error} retry={list.reload} />
      <Table<CategoryConfig>
        data-testid="categories-table"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.loading && !list.data}
        pagination={false}
      />
      {editing && (
        <ActionModal<'adminSaveCategory', Values>
          call="adminSaveCategory"
          title={record ? t('public.editRecord', { id: record.id }) : t('public.addRecord')}
          okText={t('public.save')}
          initialValues={
            record
              ? { code: record.code, sort: record.sort, names: record.names }
              : { sort: 0, names: {} }
          }
          toParams={(values) => ({
            ...(record ? { id: record.id } : {}),
            code: values.code?.trim() ?? '',
            sort: values.sort ?? 0,
            names: categoryNames(values.names ?? {}),
          })}
          success="public.saved"
          onDone={list.reload}
          onClose={() => setEditing(null)}
          testId="category-editor"
        >
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="code"
                label={t('product.categoryCode')}
                rules={[{ required: true, whitespace: true, message: t('public.required') }]}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="sort" label={t('public.sort')}>
                <InputNumber<number> style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            {languages.map((code) => (
              <Col span={12} key={code}>
                <Form.Item
                  name={['names', code]}
                  label={languageNames[code]}
                  rules={
                    code === 'en'
                      ? [
                          {
                            required: true,
                            whitespace: true,
                            message: t('product.englishNameRequired'),
                          },
                        ]
                      : []
                  }
                >
                  <Input data-testid={`category-name-${code}`} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </ActionModal>
      )}
    </>
  );
}
