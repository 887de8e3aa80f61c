import type { NewsItem } from '@tp/contract/entities';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiAssetUrl } from '../../api/api-asset-url.ts';
import { useSession } from '../../session/session-store.ts';
import { formatNewsDate } from './news-date.ts';

type NewsCardProps = { item: NewsItem; to: string };

/** One article in a list: cover, title, summary and date, the whole card a link to it. */
export function NewsCard({ item, to }: NewsCardProps) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const unread = item.is_read === 0;
  return (
    <Link to={to} className="news-card" data-testid="news-card">
      {item.logo ? (
        <img className="news-card__cover" src={apiAssetUrl(item.logo)} alt="" loading="lazy" />
      ) : null}
      <div className="news-card__text">
        <h2 className="news-card__title">
          {unread ? <span className="unread-dot" role="img" aria-label={t('news.unread')} /> : null}
          {item.title}
        </h2>
        {item.desc ? <p className="news-card__summary">{item.desc}</p> : null}
        <p className="news-card__meta">
          {item.pinned === 1 ? (
            <span className="badge badge--pinned">{t('news.pinned')}</span>
          ) : null}
          <time dateTime={item.created_at.replace(' ', 'T')}>
            {formatNewsDate(item.created_at, lang)}
          </time>
        </p>
      </div>
    </Link>
  );
}
