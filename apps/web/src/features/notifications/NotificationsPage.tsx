import { NoticeKind } from '@tp/contract/codes';
import type { Notification } from '@tp/contract/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './notifications.css';
import '../ranking/ranking.css';
import { useSession } from '../../session/session-store.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { UtcTime } from '../../ui/UtcTime.tsx';
import { recordsOf } from '../history/record-pages.ts';
import { LoadMore } from '../orders/LoadMore.tsx';
import { BrowserNoticeSwitch } from './BrowserNoticeSwitch.tsx';
import { noticeText, type Translate } from './notice-text.ts';
import { StopOutSheet } from './StopOutSheet.tsx';
import { useMarkNoticesRead, useNoticeList, useUnreadNotices } from './use-notices.ts';

function NoticeRow({ item, onRead }: { item: Notification; onRead: (id: number) => void }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const [stopOutOpen, setStopOutOpen] = useState(false);
  const text = noticeText(item, t as Translate, lang);
  const unread = item.read_at === '';
  // A stop-out's notification opens the record of the whole stop-out it was part of.
  const stopOutOrderId = item.kind === NoticeKind.stopOut ? item.params.order_id : undefined;
  return (
    <li>
      <button
        type="button"
        className={`notice-row${unread ? ' notice-row--unread' : ''}`}
        onClick={() => {
          if (unread) onRead(item.id);
          if (stopOutOrderId !== undefined) setStopOutOpen(true);
        }}
        aria-pressed={!unread}
        data-testid="notice-row"
        data-unread={unread ? '1' : '0'}
      >
        <span className="notice-row__head">
          <strong className="notice-row__title">{text.title}</strong>
          {unread ? <span className="notice-row__new">{t('user.noticeNew')}</span> : null}
        </span>
        <span className="notice-row__body">{text.body}</span>
        <UtcTime text={item.created_at} lang={lang} className="notice-row__time muted" />
        {stopOutOrderId !== undefined ? (
          <span className="notice-row__more" data-testid="notice-stop-out-open">
            {t('user.stopOutOpen')}
          </span>
        ) : null}
      </button>
      {stopOutOpen && stopOutOrderId !== undefined ? (
        <StopOutSheet orderId={stopOutOrderId} onClose={() => setStopOutOpen(false)} />
      ) : null}
    </li>
  );
}

/**
 * `/mine/notifications`: what the server did to the account, newest first. Opening an unread
 * one marks it read; "mark all read" marks the rest. The switch asks for the browser's own
 * notifications, from the trader's tap only.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const query = useNoticeList();
  const markRead = useMarkNoticesRead();
  const items = recordsOf(query.data?.pages);
  const unreadCount = useUnreadNotices().data?.count ?? 0;
  return (
    <div className="page notices-page">
      <PageHeader title={t('user.noticeTitle')} back />
      <BrowserNoticeSwitch />
      {query.isPending ? (
        <SkeletonRows count={6} />
      ) : query.isError && items.length === 0 ? (
        <div className="notices-empty" data-testid="notices-error">
          <p>{t('user.noticeLoadFailed')}</p>
          <button type="button" className="button button--ghost" onClick={() => query.refetch()}>
            {t('public.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="notices-empty" data-testid="notices-empty">
          <p>{t('user.noticeEmpty')}</p>
        </div>
      ) : (
        <>
          <div className="notices-toolbar">
            <span className="muted" data-testid="notices-unread-summary">
              {unreadCount > 0 ? t('user.noticeUnread', { count: String(unreadCount) }) : ''}
            </span>
            <button
              type="button"
              className="notices-toolbar__read-all"
              disabled={unreadCount === 0 || markRead.isPending}
              onClick={() => markRead.mutate('all')}
              data-testid="notices-read-all"
            >
              {t('user.noticeMarkAllRead')}
            </button>
          </div>
          <ul className="notice-list" data-testid="notice-list">
            {items.map((item) => (
              <NoticeRow key={item.id} item={item} onRead={(id) => markRead.mutate(id)} />
            ))}
            {/* One page is the whole list: nothing to say about loading more. */}
            {query.hasNextPage || (query.data?.pages.length ?? 0) > 1 ? (
              <LoadMore
                hasMore={query.hasNextPage}
                loading={query.isFetchingNextPage}
                onLoad={() => {
                  if (!query.isFetchingNextPage) void query.fetchNextPage();
                }}
              />
            ) : null}
          </ul>
        </>
      )}
    </div>
  );
}
