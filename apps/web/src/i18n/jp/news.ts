import type { AreaMessages } from '../area-messages.ts';
import type { news as english } from '../en/news.ts';

export const news: AreaMessages<typeof english> = {
  title: 'ニュース',
  detail: 'ニュース詳細',
  announcements: 'お知らせ',
  announcement: 'お知らせ',
  empty: 'ニュースはまだありません。下に引いて更新してください。',
  announcementsEmpty: '現在お知らせはありません。',
  loadFailed: '読み込めませんでした。',
  pinned: '固定',
  unread: '未読',
  unreadCount_other: '未読のお知らせ {{count}}件',
  readMore: '続きを読む',
  gotIt: '確認しました',
  notFound: 'この記事は公開を終了しました。',
  backToList: '一覧に戻る',
};
