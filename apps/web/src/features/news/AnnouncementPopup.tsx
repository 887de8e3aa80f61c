import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { call } from '../../api/call.ts';
import { useSession } from '../../session/session-store.ts';
import { useEscapeKey } from '../../ui/use-escape-key.ts';
import { useFocusOnOpen } from '../../ui/use-focus-on-open.ts';
import { rememberSeenOnDevice, seenOnDevice } from './seen-on-device.ts';
import { newsKey } from './use-news.ts';

/** Pages where a pop-up would stand between a trader and a form they came to fill in. */
const quietPaths = ['/login', '/register', '/forgot'];

/**
 * The newest active pop-up announcement, shown once: per account for a signed-in trader (the
 * server remembers it as read, on every device), per browser for a visitor.
 */
export function AnnouncementPopup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const lang = useSession((s) => s.lang);
  const [closed, setClosed] = useState<number[]>([]);
  const popup = useQuery({
    queryKey: [...newsKey, 'popup', token, lang],
    queryFn: ({ signal }) => call('newsPopup', {}, { signal, silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const item = popup.data ?? null;
  const open =
    item !== null &&
    !closed.includes(item.id) &&
    !quietPaths.includes(pathname) &&
    (token !== null || !seenOnDevice(item.id));
  const titleId = useId();

  const close = () => {
    if (!item) return;
    setClosed((ids) => [...ids, item.id]);
    if (token === null) {
      rememberSeenOnDevice(item.id);
      return;
    }
    void call('newsRead', { id: item.id }, { silent: true })
      .then(() => queryClient.invalidateQueries({ queryKey: [...newsKey, 'unread'] }))
      .catch(() => undefined);
  };
  useEscapeKey(open, close);
  const closeButton = useFocusOnOpen<HTMLButtonElement>(open);
  if (!open || !item) return null;
  return (
    <div className="overlay overlay--center">
      <button
        type="button"
        className="overlay__backdrop"
        onClick={close}
        aria-label={t('public.close')}
        tabIndex={-1}
      />
      <div
        className="dialog announcement-popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="announcement-popup"
      >
        <p className="announcement-popup__label">{t('news.announcement')}</p>
        <h2 className="dialog__title" id={titleId}>
          {item.title}
        </h2>
        {item.desc ? <p className="dialog__message">{item.desc}</p> : null}
        <div className="dialog__actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              close();
              navigate(`/news/detail?id=${item.id}`);
            }}
            data-testid="announcement-popup-more"
          >
            {t('news.readMore')}
          </button>
          <button
            ref={closeButton}
            type="button"
            className="button button--primary"
            onClick={close}
            data-testid="announcement-popup-close"
          >
            {t('news.gotIt')}
          </button>
        </div>
      </div>
    </div>
  );
}
