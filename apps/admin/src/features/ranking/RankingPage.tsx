import { type AdminRankRow, adminRankPageSize } from '@tp/contract/admin-endpoints';
import { TraderType } from '@tp/contract/codes';
import { Button, Segmented, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAdminAction } from '../../api/use-admin-action.ts';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { useMayCall } from '../../session/role-access.ts';
import { dateTime, signColour, usd } from '../../ui/format.ts';
import { PagedTable } from '../../ui/PagedTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { HideTraderModal } from './HideTraderModal.tsx';
import { type RankRowStatus, rankRowStatus } from './rank-row-status.ts';

type View = 'board' | 'hidden';

const statusTags: Record<RankRowStatus, { colour: string; label: MessageKey }> = {
  shown: { colour: 'green', label: 'copy-trading.shownYes' },
  hidden: { colour: 'red', label: 'copy-trading.hidden' },
  notListed: { colour: 'default', label: 'copy-trading.notListed' },
};

const percent = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}%`;

/** The ranking as last computed, every trader on it, with hiding and restoring (audited). */
export function RankingPage() {
  const { t } = useTranslation();
  const { run, confirm } = useAdminAction();
  const mayHide = useMayCall('adminRankingHide');
  const [view, setView] = useState<View>('board');
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<AdminRankRow | null>(null);
  const list = useAdminQuery('adminRanking', { page, view }, { keepPrevious: true });

  async function restore(row: AdminRankRow) {
    const name = row.displayName || row.uid;
    if (!(await confirm(t('copy-trading.restoreConfirm', { name })))) return;
    const done = await run(
      'adminRankingRestore',
      { userId: row.userId },
      'copy-trading.restoredDone',
    );
    if (done !== undefined) list.reload();
  }

  const figure = (row: AdminRankRow, show: (f: NonNullable<AdminRankRow['figures']>) => string) =>
    row.figures ? show(row.figures) : '—';

  const columns: ColumnsType<AdminRankRow> = [
    {
      title: t('copy-trading.rank'),
      key: 'rank',
      align: 'right',
      render: (_, row) => (row.rank > 0 ? row.rank : '—'),
    },
    {
      title: t('copy-trading.trader'),
      key: 'trader',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Space size={6}>
            <Typography.Text strong>{row.displayName || '—'}</Typography.Text>
            {row.type === TraderType.demo ? (
              <Tag color="gold">{t('user.demo')}</Tag>
            ) : (
              <Tag color="blue">{t('user.real')}</Tag>
            )}
          </Space>
          <Link to={`/users/${row.userId}`}>{row.uid}</Link>
        </Space>
      ),
    },
    {
      title: t('copy-trading.shown'),
      key: 'status',
      render: (_, row) => {
        const tag = statusTags[rankRowStatus(row)];
        const reason = row.hidden
          ? t('copy-trading.hiddenReason', {
              time: dateTime(row.hiddenAt),
              reason: row.hiddenReason,
            })
          : undefined;
        return (
          <Tooltip title={reason}>
            <Tag color={tag.colour} data-testid={`rank-status-${row.userId}`}>
              {t(tag.label)}
            </Tag>
          </Tooltip>
        );
      },
    },
    {
      title: t('copy-trading.threeWeekReturn'),
      key: 'rate',
      align: 'right',
      render: (_, row) =>
        row.figures ? (
          <Typography.Text style={{ color: signColour(row.figures.threeWeekRate) }}>
            {percent(row.figures.threeWeekRate)}
          </Typography.Text>
        ) : (
          t('copy-trading.notComputed')
        ),
    },
    {
      title: t('copy-trading.maxDrawdown'),
      key: 'drawdown',
      align: 'right',
      render: (_, row) => figure(row, (f) => `${f.maxDrawdown.toFixed(2)}%`),
    },
    {
      title: t('copy-trading.score'),
      key: 'score',
      align: 'right',
      render: (_, row) => figure(row, (f) => percent(f.score)),
    },
    {
      title: t('copy-trading.winRate'),
      key: 'win',
      align: 'right',
      render: (_, row) => figure(row, (f) => `${f.threeWeekWin.toFixed(2)}%`),
    },
    {
      title: t('copy-trading.threeWeekProfit'),
      key: 'profit',
      align: 'right',
      render: (_, row) =>
        row.figures ? (
          <Typography.Text style={{ color: signColour(row.figures.threeWeekProfit) }}>
            {usd(row.figures.threeWeekProfit)}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      title: t('copy-trading.risk'),
      key: 'risk',
      align: 'right',
      render: (_, row) => figure(row, (f) => `${f.riskScore} / 10`),
    },
    {
      title: t('copy-trading.instrument'),
      key: 'code',
      render: (_, row) =>
        figure(row, (f) =>
          [f.code || '—', f.multiple > 0 ? `${f.multiple}×` : ''].join(' ').trim(),
        ),
    },
    {
      title: t('copy-trading.trades'),
      key: 'trades',
      align: 'right',
      render: (_, row) => figure(row, (f) => `${f.threeWeekTradeNum} / ${f.totalTradeNum}`),
    },
    {
      title: '',
      key: 'actions',
      render: (_, row) =>
        !mayHide ? null : row.hidden ? (
          <Button size="small" onClick={() => restore(row)} data-testid={`restore-${row.userId}`}>
            {t('copy-trading.restore')}
          </Button>
        ) : (
          <Button
            size="small"
            danger
            onClick={() => setHiding(row)}
            data-testid={`hide-${row.userId}`}
          >
            {t('copy-trading.hide')}
          </Button>
        ),
    },
  ];

  const updatedAt = list.data?.updatedAt;
  return (
    <>
      <PageHeader
        title={t('copy-trading.ranking')}
        extra={
          <Typography.Text type="secondary" data-testid="ranking-updated">
            {updatedAt
              ? t('copy-trading.updatedAt', { time: dateTime(updatedAt) })
              : t('copy-trading.neverComputed')}
          </Typography.Text>
        }
      />
      <Typography.Paragraph type="secondary">{t('copy-trading.hint')}</Typography.Paragraph>
      <Segmented<View>
        value={view}
        onChange={(next) => {
          setView(next);
          setPage(1);
        }}
        options={[
          { value: 'board', label: t('copy-trading.viewBoard') },
          { value: 'hidden', label: t('copy-trading.viewHidden') },
        ]}
        style={{ marginBottom: 16 }}
        data-testid="ranking-view"
      />
      <PagedTable<AdminRankRow>
        data-testid="ranking-table"
        rowKey="userId"
        columns={columns}
        list={list}
        page={page}
        pageSize={adminRankPageSize}
        onPage={setPage}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: t(view === 'board' ? 'copy-trading.empty' : 'copy-trading.noneHidden'),
        }}
      />
      {hiding ? (
        <HideTraderModal row={hiding} onDone={list.reload} onClose={() => setHiding(null)} />
      ) : null}
    </>
  );
}
