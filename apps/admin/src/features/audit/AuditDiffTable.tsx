import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from '../../i18n/language-store.ts';
import { auditDiff, type DiffRow } from './audit-diff.ts';

const changeColours: Record<DiffRow['change'], string | undefined> = {
  added: '#f6ffed',
  removed: '#fff1f0',
  changed: '#fffbe6',
  same: undefined,
};

/** Before and after side by side, the keys that changed highlighted. */
export function AuditDiffTable({
  before,
  after,
  id,
}: {
  before: unknown;
  after: unknown;
  id: number;
}) {
  const { t } = useTranslation();
  const rows = auditDiff(before, after);
  const value = (text: string, row: DiffRow) => (
    <Typography.Text
      strong={row.change !== 'same'}
      type={row.change === 'same' ? 'secondary' : undefined}
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
    >
      {text || '—'}
    </Typography.Text>
  );
  const columns: ColumnsType<DiffRow> = [
    {
      title: t('func.auditKey'),
      dataIndex: 'key',
      key: 'key',
      width: 200,
      render: (key: string) => key || '—',
    },
    { title: t('func.auditBefore'), key: 'before', render: (_, row) => value(row.before, row) },
    { title: t('func.auditAfter'), key: 'after', render: (_, row) => value(row.after, row) },
  ];
  return (
    <Table<DiffRow>
      data-testid={`audit-diff-${id}`}
      rowKey={(row) => row.key || 'value'}
      size="small"
      tableLayout="fixed"
      columns={columns}
      dataSource={rows}
      pagination={false}
      onRow={(row) => ({
        style: { background: changeColours[row.change] },
        'data-change': row.change,
      })}
    />
  );
}
