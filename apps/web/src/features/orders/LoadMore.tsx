import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type LoadMoreProps = { hasMore: boolean; loading: boolean; onLoad: () => void };

/** Loads the next page when it scrolls into view, or on a tap where observers are missing. */
export function LoadMore({ hasMore, loading, onLoad }: LoadMoreProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoad);
  latest.current = onLoad;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore]);

  return (
    <div ref={sentinel} className="load-more">
      {hasMore ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={onLoad}
          disabled={loading}
          data-testid="load-more"
        >
          {loading ? t('public.loading') : t('order.loadMore')}
        </button>
      ) : (
        <span className="muted">{t('order.allLoaded')}</span>
      )}
    </div>
  );
}
