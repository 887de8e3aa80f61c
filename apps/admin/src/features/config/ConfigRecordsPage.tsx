import { Button, Form, Input, InputNumber, Select, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { AdminCallParams } from '../../api/admin-calls.ts';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { ActionModal } from '../../forms/ActionModal.tsx';
import { useTranslation } from '../../i18n/language-store.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { useMayCall } from '../../session/role-access.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { type ConfigField, recordParams } from './config-fields.ts';

/** The funds configuration lists: each read by one call and saved by its pair. */
const saveCallOf = {
  adminDepositNetworks: 'adminSaveDepositNetwork',
  adminWireOptions: 'adminSaveWireOption',
  adminDrawCurrencies: 'adminSaveDrawCurrency',
} as const;

type ListCall = keyof typeof saveCallOf;
type SaveCall = (typeof saveCallOf)[ListCall];
type ConfigRecord = { id: number } & Record<string, unknown>;

/**
 * A configuration list as a sortable table, with a dialog to add or edit a record; the dialog's
 * fields follow the record's descriptors and are checked by the save call's schema.
 */
export function ConfigRecordsPage({
  title,
  listCall,
  fields,
  defaults,
  testId,
}: {
  title: MessageKey;
  listCall: ListCall;
  fields: readonly ConfigField[];
  /** A new record's starting values. */
  defaults: Record<string, unknown>;
  testId: string;
}) {
  const { t } = useTranslation();
  const saveCall: SaveCall = saveCallOf[listCall];
  const list = useAdminQuery(listCall, {});
  const mayEdit = useMayCall(saveCall);
  const [editing, setEditing] = useState<ConfigRecord | 'new' | null>(null);
  const rows = (list.data ?? []) as unknown as ConfigRecord[];

  const shownValue = (field: ConfigField, value: unknown) => {
    if (field.kind === 'switch') {
      return value ? <Tag color="green">{t('public.yes')}</Tag> : <Tag>{t('public.no')}</Tag>;
    }
    const choice = field.choices?.find((option) => option.value === value);
    return choice ? t(choice.label) : String(value ?? '');
  };
  const columns: ColumnsType<ConfigRecord> = [
    { title: t('public.id'), dataIndex: 'id', key: 'id', sorter: (a, b) => a.id - b.id },
    ...fields
      .filter((field) => field.column)
      .map((field) => ({
        title: t(field.label),
        key: field.name,
        render: (_: unknown, row: ConfigRecord) => shownValue(field, row[field.name]),
        sorter: (a: ConfigRecord, b: ConfigRecord) =>
          String(a[field.name]).localeCompare(String(b[field.name]), undefined, { numeric: true }),
      })),
  ];
  if (mayEdit) {
    columns.push({
      title: t('public.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Button
          size="small"
          onClick={() => setEditing(row)}
          data-testid={`${testId}-edit-${row.id}`}
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
        title={t(title)}
        extra={
          mayEdit && (
            <Button type="primary" onClick={() => setEditing('new')} data-testid={`${testId}-add`}>
              {t('public.add')}
            </Button>
          )
        }
      />
      <LoadError error={list.error} retry={list.reload} />
      <Table<ConfigRecord>
        data-testid={`${testId}-table`}
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={list.loading && !list.data}
        scroll={{ x: 'max-content' }}
        pagination={false}
      />
      {editing && (
        <ActionModal<SaveCall, Record<string, unknown>>
          call={saveCall}
          title={record ? t('public.editRecord', { id: record.id }) : t('public.addRecord')}
          okText={t('public.save')}
          initialValues={record ?? defaults}
          toParams={(values) =>
            recordParams(values, fields, record?.id) as AdminCallParams<SaveCall>
          }
          success="public.saved"
          onDone={list.reload}
          onClose={() => setEditing(null)}
          testId={`${testId}-editor`}
        >
          {fields.map((field) => (
            <Form.Item
              key={field.name}
              name={field.name}
              label={t(field.label)}
              extra={field.help && t(field.help)}
              valuePropName={field.kind === 'switch' ? 'checked' : 'value'}
            >
              {field.kind === 'switch' ? (
                <Switch data-testid={`${testId}-${field.name}`} />
              ) : field.kind === 'number' ? (
                <InputNumber<number>
                  style={{ width: '100%' }}
                  data-testid={`${testId}-${field.name}`}
                />
              ) : field.kind === 'choice' ? (
                <Select
                  options={(field.choices ?? []).map((choice) => ({
                    value: choice.value,
                    label: t(choice.label),
                  }))}
                  data-testid={`${testId}-${field.name}`}
                />
              ) : (
                <Input data-testid={`${testId}-${field.name}`} />
              )}
            </Form.Item>
          ))}
        </ActionModal>
      )}
    </>
  );
}
