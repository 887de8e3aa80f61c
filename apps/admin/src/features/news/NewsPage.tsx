import {
  type ArticleRow,
  type ArticleStatus,
  articlePageSize,
  articleStatuses,
} from '@tp/contract/admin-news';
import { NewsCategory } from '@tp/contract/codes';
import { type Language, languageNames, languages } from '@tp/contract/languages';
import { Button, Flex, Input, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { dateTime } from '../../ui/format.ts';
import { PagedTable } from '../../ui/PagedTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { categoryLabels, statusColours, statusLabels } from './article-labels.ts';
import { firstNewsPage, type NewsFilters, newsParams, withNewsFilter } from './news-filters.ts';

/** `/news`: every article and announcement, with its status, filtered as the operator likes. */
export function NewsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<NewsFilters>(firstNewsPage);
  const list = useAdminQuery('adminArticles', newsParams(filters), { keepPrevious: true });
  const filter = (change: Partial<NewsFilters>) => setFilters(withNewsFilter(filters, change));

  const columns: ColumnsType<ArticleRow> = [
    {
      title: t('news.title'),
      key: 'title',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Link to={`/news/${row.id}`} data-testid={`article-link-${row.id}`}>
            {row.title}
          </Link>
          <Space size={4}>
            {row.pinned ? <Tag color="blue">{t('news.pinned')}</Tag> : null}
            {row.popup ? <Tag color="purple">{t('news.popup')}</Tag> : null}
            {row.feedId !== null ? <Tag>{t('news.fromFeed')}</Tag> : null}
          </Space>
        </Space>
      ),
    },
    {
      title: t('news.category'),
      key: 'category',
      render: (_, row) => t(categoryLabels[row.categoryId] ?? 'news.categoryNews'),
    },
    {
      title: t('news.status'),
      key: 'status',
      render: (_, row) => (
        <Tag color={statusColours[row.status]} data-testid={`article-status-${row.id}`}>
          {t(statusLabels[row.status])}
        </Tag>
      ),
    },
    {
      title: t('news.languages'),
      key: 'languages',
      render: (_, row) => row.languages.map((lang) => <Tag key={lang}>{lang.toUpperCase()}</Tag>),
    },
    { title: t('news.publishAt'), key: 'publishAt', render: (_, row) => dateTime(row.publishAt) },
    { title: t('news.updatedAt'), key: 'updatedAt', render: (_, row) => dateTime(row.updatedAt) },
    {
      key: 'edit',
      render: (_, row) => (
        <Button size="small" onClick={() => navigate(`/news/${row.id}`)}>
          {t('news.edit')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('news.articles')}
        extra={
          <Space>
            <Button
              type="primary"
              onClick={() => navigate('/news/new?category=1')}
              data-testid="news-new-article"
            >
              {t('news.newArticle')}
            </Button>
            <Button
              onClick={() => navigate('/news/new?category=2')}
              data-testid="news-new-announcement"
            >
              {t('news.newAnnouncement')}
            </Button>
          </Space>
        }
      />
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Select<number | 'all'>
          value={filters.categoryId ?? 'all'}
          style={{ width: 160 }}
          onChange={(value) => filter({ categoryId: value === 'all' ? undefined : value })}
          options={[
            { value: 'all', label: t('news.allCategories') },
            { value: NewsCategory.news, label: t('news.categoryNews') },
            { value: NewsCategory.announcement, label: t('news.categoryAnnouncement') },
          ]}
          data-testid="news-filter-category"
        />
        <Select<ArticleStatus | 'all'>
          value={filters.status ?? 'all'}
          style={{ width: 160 }}
          onChange={(value) => filter({ status: value === 'all' ? undefined : value })}
          options={[
            { value: 'all', label: t('news.allStatuses') },
            ...articleStatuses.map((status) => ({ value: status, label: t(statusLabels[status]) })),
          ]}
          data-testid="news-filter-status"
        />
        <Select<Language | 'all'>
          value={filters.lang ?? 'all'}
          style={{ width: 170 }}
          onChange={(value) => filter({ lang: value === 'all' ? undefined : value })}
          options={[
            { value: 'all', label: t('news.allLanguages') },
            ...languages.map((lang) => ({ value: lang, label: languageNames[lang] })),
          ]}
          data-testid="news-filter-language"
        />
        <Input.Search
          allowClear
          placeholder={t('news.search')}
          onSearch={(text) => filter({ text })}
          style={{ maxWidth: 300 }}
          data-testid="news-search"
        />
      </Flex>
      <PagedTable<ArticleRow>
        data-testid="news-table"
        rowKey="id"
        columns={columns}
        list={list}
        page={filters.page}
        pageSize={articlePageSize}
        onPage={(page) => setFilters({ ...filters, page })}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Typography.Text type="secondary">{t('news.empty')}</Typography.Text>,
        }}
      />
    </>
  );
}
