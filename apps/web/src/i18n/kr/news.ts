import type { AreaMessages } from '../area-messages.ts';
import type { news as english } from '../en/news.ts';

export const news: AreaMessages<typeof english> = {
  title: '뉴스',
  detail: '뉴스 상세',
  announcements: '공지사항',
  announcement: '공지',
  empty: '아직 뉴스가 없습니다. 아래로 당겨 새로고침하세요.',
  announcementsEmpty: '현재 공지사항이 없습니다.',
  loadFailed: '불러오지 못했습니다.',
  pinned: '고정',
  unread: '읽지 않음',
  unreadCount_other: '읽지 않은 공지 {{count}}건',
  readMore: '더 보기',
  gotIt: '확인',
  notFound: '더 이상 볼 수 없는 게시물입니다.',
  backToList: '목록으로',
};
