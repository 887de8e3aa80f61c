import { type OutboxMessage, outboxPageSize } from '@tp/contract/admin-endpoints';
import { Flex, Input, Segmented, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { dateTime } from '../../ui/format.ts';
import { PagedTable } from '../../ui/PagedTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { OutboxStatusTag } from './OutboxStatusTag.tsx';
import {
  firstOutboxPage,
  type OutboxChannelFilter,
  type OutboxFilters,
  outboxChannels,
  outboxParams,
  withFilter,
} from './outbox-filters.ts';

const channelLabels = {
  all: 'func.outboxAllChannels',
  email: 'func.outboxEmail',
  sms: 'func.outboxSms',
} as const;

/**
 * Every e-mail and SMS the platform sent or kept (verification codes, notices), newest first;
 * with no mail server or SMS provider set up, this is where the messages are read.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<OutboxFilters>(firstOutboxPage);
  const list = useAdminQuery('adminOutbox', outboxParams(filters), { keepPrevious: true });

  const columns: ColumnsType<OutboxMessage> = [
    {
      title: t('func.outboxTime'),
      key: 'createdAt',
      render: (_, row) => dateTime(row.createdAt),
    },
    {
      title: t('func.outboxChannel'),
      key: 'channel',
      render: (_, row) => (
        <Tag color={row.channel === 'email' ? 'blue' : 'purple'}>
          {t(channelLabels[row.channel])}
        </Tag>
      ),
    },
    { title: t('func.outboxTo'), dataIndex: 'to', key: 'to' },
    {
      title: t('func.outboxSubject'),
      key: 'subject',
      render: (_, row) => row.subject || '—',
    },
    {
      title: t('func.outboxStatus'),
      key: 'status',
      render: (_, row) => <OutboxStatusTag message={row} />,
    },
  ];

  return (
    <>
      <PageHeader title={t('func.outbox')} />
      <Typography.Paragraph type="secondary">{t('func.outboxHint')}</Typography.Paragraph>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Segmented<OutboxChannelFilter>
          value={filters.channel}
          onChange={(channel) => setFilters(withFilter(filters, { channel }))}
          options={outboxChannels.map((value) => ({ value, label: t(channelLabels[value]) }))}
          data-testid="outbox-channel"
        />
        <Input.Search
          allowClear
          placeholder={t('func.outboxSearchTo')}
          onSearch={(to) => setFilters(withFilter(filters, { to }))}
          style={{ maxWidth: 320 }}
          data-testid="outbox-search"
        />
      </Flex>
      <PagedTable<OutboxMessage>
        data-testid="outbox-table"
        rowKey="id"
        columns={columns}
        list={list}
        page={filters.page}
        pageSize={outboxPageSize}
        onPage={(page) => setFilters({ ...filters, page })}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('func.outboxEmpty') }}
        expandable={{
          expandedRowRender: (row) => (
            <Typography.Paragraph
              style={{ whiteSpace: 'pre-wrap', margin: 0 }}
              data-testid={`outbox-body-${row.id}`}
            >
              {row.body}
            </Typography.Paragraph>
          ),
        }}
      />
    </>
  );
}
