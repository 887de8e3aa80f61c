import { useTranslation } from 'react-i18next';
import './notifications.css';
import { useUnreadNotices } from './use-notices.ts';

/** The user centre's badge on its notifications row: how many are unread. */
export function UnreadNotices() {
  const { t } = useTranslation();
  const count = useUnreadNotices().data?.count ?? 0;
  if (count === 0) return null;
  const label = count > 99 ? '99+' : String(count);
  return (
    <span
      className="unread-count"
      role="img"
      aria-label={t('user.noticeUnread', { count: String(count) })}
      data-testid="notices-unread"
    >
      {label}
    </span>
  );
}
