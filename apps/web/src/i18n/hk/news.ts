import type { AreaMessages } from '../area-messages.ts';
import type { news as english } from '../en/news.ts';

export const news: AreaMessages<typeof english> = {
  title: '新聞',
  detail: '新聞詳情',
  announcements: '公告',
  announcement: '公告',
  empty: '暫時未有新聞，向下拉可重新整理。',
  announcementsEmpty: '目前沒有公告。',
  loadFailed: '未能載入，請再試。',
  pinned: '置頂',
  unread: '未讀',
  unreadCount_other: '{{count}} 則未讀公告',
  readMore: '查看全文',
  gotIt: '知道了',
  notFound: '此文章已下架或不存在。',
  backToList: '返回列表',
};
