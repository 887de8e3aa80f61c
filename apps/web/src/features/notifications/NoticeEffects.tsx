import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@tp/contract/notifications';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onSocketSignedIn } from '../../realtime/realtime-stores.ts';
import { useNotices } from '../../realtime/use-realtime.ts';
import { useSession } from '../../session/session-store.ts';
import { showBrowserNotice } from './browser-notice.ts';
import { clearBanners, showBanners } from './notice-banner-store.ts';
import { noticeText, queriesChangedBy, type Translate } from './notice-text.ts';
import { noticesKey } from './use-notices.ts';

/**
 * While a trader is signed in: each notification pushed shows a banner (and, with the page
 * hidden and the trader's consent, the browser's own notification), and what it changed
 * (orders, balance, records, the list and its badge) is loaded again.
 */
export function NoticeEffects() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const lang = useSession((s) => s.lang);

  useEffect(() => {
    if (token === null) clearBanners();
  }, [token]);

  // Notifications pushed while the socket was away are in the list: its badge reads them again.
  useEffect(
    () => onSocketSignedIn(() => void queryClient.invalidateQueries({ queryKey: noticesKey })),
    [queryClient],
  );

  useNotices(
    useCallback(
      (items: readonly Notification[]) => {
        showBanners(items);
        const stale = new Set<string>();
        for (const item of items) {
          const text = noticeText(item, t as Translate, lang);
          showBrowserNotice(text.title, text.body, `notice-${item.id}`);
          for (const key of queriesChangedBy(item.kind)) stale.add(JSON.stringify(key));
        }
        void queryClient.invalidateQueries({ queryKey: noticesKey });
        for (const key of stale) {
          void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as string[] });
        }
      },
      [queryClient, t, lang],
    ),
  );
  return null;
}
