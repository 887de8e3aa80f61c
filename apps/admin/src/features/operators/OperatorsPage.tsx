import {
  type OperatorAccount,
  type OperatorRole,
  operatorRoles,
} from '@tp/contract/admin-operations';
import { Button, Form, Input, Select, Space, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAdminAction } from '../../api/use-admin-action.ts';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { ActionModal } from '../../forms/ActionModal.tsx';
import { useTranslation } from '../../i18n/language-store.ts';
import { roleLabels } from '../../layout/role-labels.ts';
import { useSession } from '../../session/session-store.ts';
import { dateTime } from '../../ui/format.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

type NewOperator = { username: string; role: OperatorRole; password: string };

/** The back office's operators: add one, change a role, disable, or make one enrol two-factor again. */
export function OperatorsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { run, confirm } = useAdminAction();
  const list = useAdminQuery('adminOperators', {});
  const [adding, setAdding] = useState(false);
  const roleOptions = operatorRoles.map((role) => ({ value: role, label: t(roleLabels[role]) }));

  async function change(
    row: OperatorAccount,
    question: string,
    changes: { role?: OperatorRole; disabled?: boolean; resetTotp?: boolean },
  ) {
    if (!(await confirm(question))) return;
    const saved = await run(
      'adminSaveOperator',
      { id: row.id, username: row.username, role: changes.role ?? row.role, ...changes },
      'func.operatorSaved',
    );
    if (saved) list.reload();
  }

  const columns: ColumnsType<OperatorAccount> = [
    { title: t('public.id'), dataIndex: 'id', key: 'id' },
    {
      title: t('auth.username'),
      dataIndex: 'username',
      key: 'username',
      sorter: (a, b) => a.username.localeCompare(b.username),
    },
    {
      title: t('auth.role'),
      key: 'role',
      filters: roleOptions.map((option) => ({ text: option.label, value: option.value })),
      onFilter: (value, row) => row.role === value,
      render: (_, row) => (
        <Select<OperatorRole>
          size="small"
          value={row.role}
          options={roleOptions}
          disabled={row.id === session?.operator.id}
          style={{ width: 150 }}
          onChange={(role) =>
            change(
              row,
              t('func.changeRoleConfirm', { username: row.username, role: t(roleLabels[role]) }),
              { role },
            )
          }
          data-testid={`operator-role-${row.username}`}
        />
      ),
    },
    {
      title: t('auth.twoFactor'),
      key: 'totp',
      render: (_, row) =>
        row.totpEnabled ? (
          <Tag color="green">{t('auth.totpOn')}</Tag>
        ) : (
          <Tag color="orange">{t('auth.totpOff')}</Tag>
        ),
    },
    {
      title: t('func.operatorDisabled'),
      key: 'disabled',
      render: (_, row) => (
        <Switch
          size="small"
          checked={row.disabled}
          disabled={row.id === session?.operator.id}
          onChange={(disabled) =>
            change(
              row,
              t(disabled ? 'func.disableConfirm' : 'func.enableConfirm', {
                username: row.username,
              }),
              { disabled },
            )
          }
          data-testid={`operator-disabled-${row.username}`}
        />
      ),
    },
    { title: t('public.createdAt'), key: 'createdAt', render: (_, row) => dateTime(row.createdAt) },
    {
      title: t('public.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space>
          <Button
            size="small"
            disabled={!row.totpEnabled}
            onClick={() =>
              change(row, t('func.resetTotpConfirm', { username: row.username }), {
                resetTotp: true,
              })
            }
            data-testid={`operator-reset-totp-${row.username}`}
          >
            {t('func.resetTotp')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('func.operators')}
        extra={
          <Button type="primary" onClick={() => setAdding(true)} data-testid="operator-add">
            {t('func.addOperator')}
          </Button>
        }
      />
      <LoadError error={list.error} retry={list.reload} />
      <Table<OperatorAccount>
        data-testid="operators-table"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.loading && !list.data}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {adding && (
        <ActionModal<'adminSaveOperator', NewOperator>
          call="adminSaveOperator"
          title={t('func.addOperator')}
          okText={t('public.add')}
          initialValues={{ role: 'support' }}
          toParams={(values) => ({
            username: values.username ?? '',
            role: values.role,
            password: values.password ?? '',
          })}
          success="func.operatorAdded"
          onDone={list.reload}
          onClose={() => setAdding(false)}
          testId="operator-editor"
        >
          <Form.Item
            name="username"
            label={t('auth.username')}
            rules={[{ required: true, whitespace: true, message: t('auth.usernameRequired') }]}
          >
            <Input autoComplete="off" data-testid="operator-username" />
          </Form.Item>
          <Form.Item name="role" label={t('auth.role')}>
            <Select<OperatorRole> options={roleOptions} data-testid="operator-role" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('auth.password')}
            extra={t('func.operatorPasswordHelp')}
            rules={[{ required: true, message: t('auth.passwordRequired') }]}
          >
            <Input.Password autoComplete="new-password" data-testid="operator-password" />
          </Form.Item>
        </ActionModal>
      )}
    </>
  );
}
