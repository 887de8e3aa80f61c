import type { AreaMessages } from '../area-messages.ts';
import type { news as english } from '../en/news.ts';

export const news: AreaMessages<typeof english> = {
  title: 'Tin tức',
  detail: 'Chi tiết tin',
  announcements: 'Thông báo',
  announcement: 'Thông báo',
  empty: 'Chưa có tin tức. Kéo xuống để tải lại.',
  announcementsEmpty: 'Hiện chưa có thông báo nào.',
  loadFailed: 'Không tải được nội dung.',
  pinned: 'Đã ghim',
  unread: 'Chưa đọc',
  unreadCount_other: '{{count}} thông báo chưa đọc',
  readMore: 'Xem thêm',
  gotIt: 'Đã hiểu',
  notFound: 'Bài viết này không còn nữa.',
  backToList: 'Quay lại danh sách',
};
