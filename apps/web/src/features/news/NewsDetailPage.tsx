import { useQueryClient } from '@tanstack/react-query';
import { NewsCategory } from '@tp/contract/codes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import './news.css';
import { apiAssetUrl } from '../../api/api-asset-url.ts';
import { call } from '../../api/call.ts';
import { useSession } from '../../session/session-store.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ArticleBody } from './ArticleBody.tsx';
import { formatNewsDate } from './news-date.ts';
import { newsKey, useNewsDetail } from './use-news.ts';

function articleId(text: string | null): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** `/news/detail?id=` (spec §2): one article or announcement; opening an announcement reads it. */
export function NewsDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = articleId(search.get('id'));
  const lang = useSession((s) => s.lang);
  const signedIn = useSession((s) => s.token !== null);
  const detail = useNewsDetail(id);
  const queryClient = useQueryClient();
  const article = detail.data;
  const unreadAnnouncement =
    signedIn && article?.category_id === NewsCategory.announcement && article.is_read === 0;

  useEffect(() => {
    if (!unreadAnnouncement || !article) return;
    void call('newsRead', { id: article.id }, { silent: true })
      .then(() => queryClient.invalidateQueries({ queryKey: newsKey }))
      .catch(() => undefined);
  }, [unreadAnnouncement, article, queryClient]);

  const title =
    article?.category_id === NewsCategory.announcement ? t('news.announcement') : t('news.detail');
  return (
    <div className="page news-detail-page">
      <PageHeader title={title} back />
      {id === null || detail.isError ? (
        <div className="empty-state" data-testid="news-not-found">
          <p>{t('news.notFound')}</p>
        </div>
      ) : !article ? (
        <div className="news-loading" role="status" aria-live="polite" data-testid="news-loading">
          <span className="spinner" aria-hidden="true" />
          <span>{t('public.loading')}</span>
        </div>
      ) : (
        <article className="article" data-testid="news-article">
          <h1 className="article__title" data-testid="article-title">
            {article.title}
          </h1>
          <p className="article__meta">
            <time dateTime={article.created_at.replace(' ', 'T')}>
              {formatNewsDate(article.created_at, lang)}
            </time>
          </p>
          {article.logo ? (
            <img className="article__cover" src={apiAssetUrl(article.logo)} alt="" />
          ) : null}
          <ArticleBody html={article.content} />
        </article>
      )}
    </div>
  );
}
