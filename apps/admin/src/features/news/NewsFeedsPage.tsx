import { type FeedProblem, feedProblems, type NewsFeed } from '@tp/contract/admin-news';
import { NewsCategory } from '@tp/contract/codes';
import { type Language, languageNames, languages } from '@tp/contract/languages';
import {
  Button,
  Form,
  Input,
  Modal,
  Segmented,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAdminAction } from '../../api/use-admin-action.ts';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { dateTime } from '../../ui/format.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { categoryLabels, feedProblemLabels } from './article-labels.ts';

type FeedDraft = Omit<NewsFeed, 'lastFetchedAt' | 'lastError' | 'lastImported' | 'id'> & {
  id?: number;
};

const newFeed: FeedDraft = {
  url: '',
  categoryId: NewsCategory.news,
  lang: 'en',
  publishDirectly: false,
  enabled: true,
};

const isProblem = (text: string): text is FeedProblem =>
  (feedProblems as readonly string[]).includes(text);

/** `/news-feeds`: the RSS and Atom feeds news is imported from, and how each last went. */
export function NewsFeedsPage() {
  const { t } = useTranslation();
  const action = useAdminAction();
  const feeds = useAdminQuery('adminNewsFeeds', {});
  const [draft, setDraft] = useState<FeedDraft | null>(null);

  const save = async () => {
    if (!draft) return;
    const saved = await action.run('adminSaveNewsFeed', draft, 'news.feedSaved');
    if (saved) {
      setDraft(null);
      feeds.reload();
    }
  };

  const columns: ColumnsType<NewsFeed> = [
    { title: t('news.feedUrl'), dataIndex: 'url', key: 'url', ellipsis: true },
    {
      title: t('news.category'),
      key: 'category',
      render: (_, feed) => t(categoryLabels[feed.categoryId] ?? 'news.categoryNews'),
    },
    { title: t('news.language'), key: 'lang', render: (_, feed) => languageNames[feed.lang] },
    {
      title: t('news.importAs'),
      key: 'publish',
      render: (_, feed) => t(feed.publishDirectly ? 'news.importPublished' : 'news.importDrafts'),
    },
    {
      title: t('news.lastFetched'),
      key: 'lastFetchedAt',
      render: (_, feed) => (feed.lastFetchedAt ? dateTime(feed.lastFetchedAt) : t('news.never')),
    },
    {
      title: t('news.lastResult'),
      key: 'result',
      render: (_, feed) =>
        feed.lastFetchedAt === null ? (
          '—'
        ) : isProblem(feed.lastError) ? (
          <Tag color="red">{t(feedProblemLabels[feed.lastError])}</Tag>
        ) : (
          <Tag color="green">{t('news.imported', { count: feed.lastImported })}</Tag>
        ),
    },
    {
      title: t('news.enabled'),
      key: 'enabled',
      render: (_, feed) => (feed.enabled ? <Tag color="blue">{t('news.enabled')}</Tag> : '—'),
    },
    {
      key: 'actions',
      render: (_, feed) => (
        <Space>
          <Button
            size="small"
            onClick={() => {
              void action
                .run('adminFetchNewsFeed', { id: feed.id }, 'news.fetchNow')
                .then(() => feeds.reload());
            }}
          >
            {t('news.fetchNow')}
          </Button>
          <Button size="small" onClick={() => setDraft({ ...feed })}>
            {t('news.edit')}
          </Button>
          <Button
            size="small"
            danger
            onClick={() => {
              void action.confirm(t('news.deleteFeedConfirm')).then((yes) => {
                if (!yes) return;
                void action
                  .run('adminDeleteNewsFeed', { id: feed.id }, 'news.feedRemoved')
                  .then(() => feeds.reload());
              });
            }}
          >
            {t('news.deleteFeed')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('news.feeds')}
        extra={
          <Button type="primary" onClick={() => setDraft({ ...newFeed })} data-testid="feed-add">
            {t('news.addFeed')}
          </Button>
        }
      />
      <Typography.Paragraph type="secondary">{t('news.feedsHint')}</Typography.Paragraph>
      <LoadError error={feeds.error} retry={feeds.reload} />
      <Table<NewsFeed>
        size="small"
        rowKey="id"
        loading={feeds.loading}
        columns={columns}
        dataSource={feeds.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('news.noFeeds') }}
        data-testid="feeds-table"
      />
      <Modal
        open={draft !== null}
        title={draft?.id === undefined ? t('news.addFeed') : t('news.editFeed')}
        onCancel={() => setDraft(null)}
        onOk={() => void save()}
        okText={t('news.save')}
        cancelText={t('public.cancel')}
        destroyOnHidden
      >
        {draft ? (
          <Form layout="vertical" component="div">
            <Form.Item label={t('news.feedUrl')} extra={t('news.feedUrlHelp')} required>
              <Input
                value={draft.url}
                placeholder="https://"
                onChange={(event) => setDraft({ ...draft, url: event.target.value })}
                data-testid="feed-url"
              />
            </Form.Item>
            <Form.Item label={t('news.category')}>
              <Segmented<number>
                value={draft.categoryId}
                onChange={(categoryId) => setDraft({ ...draft, categoryId })}
                options={[NewsCategory.news, NewsCategory.announcement].map((value) => ({
                  value,
                  label: t(categoryLabels[value] ?? 'news.categoryNews'),
                }))}
              />
            </Form.Item>
            <Form.Item label={t('news.language')}>
              <Select<Language>
                value={draft.lang}
                onChange={(lang) => setDraft({ ...draft, lang })}
                options={languages.map((lang) => ({ value: lang, label: languageNames[lang] }))}
              />
            </Form.Item>
            <Form.Item label={t('news.importAs')}>
              <Segmented<'drafts' | 'published'>
                value={draft.publishDirectly ? 'published' : 'drafts'}
                onChange={(value) => setDraft({ ...draft, publishDirectly: value === 'published' })}
                options={[
                  { value: 'drafts', label: t('news.importDrafts') },
                  { value: 'published', label: t('news.importPublished') },
                ]}
              />
            </Form.Item>
            <Form.Item label={t('news.enabled')}>
              <Switch
                checked={draft.enabled}
                onChange={(enabled) => setDraft({ ...draft, enabled })}
              />
            </Form.Item>
          </Form>
        ) : null}
      </Modal>
    </>
  );
}
