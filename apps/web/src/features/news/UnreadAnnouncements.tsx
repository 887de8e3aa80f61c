import { useTranslation } from 'react-i18next';
import './news.css';
import { useUnreadAnnouncements } from './use-news.ts';

/** The user centre's marker on its announcements row: how many active ones are unread. */
export function UnreadAnnouncements() {
  const { t } = useTranslation();
  const unread = useUnreadAnnouncements();
  const count = unread.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span
      className="unread-count"
      role="img"
      aria-label={t('news.unreadCount', { count })}
      data-testid="announcements-unread"
    >
      {count}
    </span>
  );
}
