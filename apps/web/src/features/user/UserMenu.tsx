import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TranslationKey } from '../../i18n/i18n.ts';
import { ChevronIcon } from '../../ui/icons.tsx';
import { UnreadAnnouncements } from '../news/UnreadAnnouncements.tsx';
import { UnreadNotices } from '../notifications/UnreadNotices.tsx';
import { useRealOnly } from './use-demo-guard.ts';

type MenuItem = { key: string; labelKey: TranslationKey; to: string; realOnly: boolean };

/** The user-centre rows of spec §2; real-only rows tell a demo user to use a real account. */
export const menuItems: readonly MenuItem[] = [
  { key: 'wallet', labelKey: 'func.wallet', to: '/mine/wallet', realOnly: true },
  { key: 'real-name', labelKey: 'func.realName', to: '/mine/auth', realOnly: true },
  { key: 'invite', labelKey: 'func.invite', to: '/mine/invite', realOnly: true },
  { key: 'password', labelKey: 'func.password', to: '/mine/password', realOnly: true },
  { key: 'customer-service', labelKey: 'func.customerService', to: '/mine/chat', realOnly: false },
  { key: 'complaint-email', labelKey: 'func.complaintEmail', to: '/mine/email', realOnly: false },
  {
    key: 'notifications',
    labelKey: 'user.noticeTitle',
    to: '/mine/notifications',
    realOnly: false,
  },
  { key: 'alerts', labelKey: 'user.alertTitle', to: '/mine/alerts', realOnly: false },
  { key: 'announcement', labelKey: 'func.announcement', to: '/mine/announcement', realOnly: false },
  { key: 'language', labelKey: 'func.language', to: '/language', realOnly: false },
  { key: 'other', labelKey: 'func.other', to: '/mine/system', realOnly: false },
];

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openRealOnly = useRealOnly();
  return (
    <nav className="menu">
      {menuItems.map((item) => (
        <button
          key={item.key}
          type="button"
          className="menu__row"
          onClick={() => (item.realOnly ? openRealOnly(item.to) : navigate(item.to))}
          data-testid={`menu-${item.key}`}
        >
          <span>{t(item.labelKey)}</span>
          {item.key === 'announcement' ? <UnreadAnnouncements /> : null}
          {item.key === 'notifications' ? <UnreadNotices /> : null}
          <ChevronIcon className="flip-rtl muted" />
        </button>
      ))}
    </nav>
  );
}
