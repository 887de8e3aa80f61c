import type { AreaMessages } from '../area-messages.ts';
import type { news as english } from '../en/news.ts';

export const news: AreaMessages<typeof english> = {
  title: 'الأخبار',
  detail: 'تفاصيل الخبر',
  announcements: 'الإعلانات',
  announcement: 'إعلان',
  empty: 'لا توجد أخبار بعد. اسحب للأسفل للتحديث.',
  announcementsEmpty: 'لا توجد إعلانات حاليًا.',
  loadFailed: 'تعذّر التحميل.',
  pinned: 'مثبّت',
  unread: 'غير مقروء',
  unreadCount_zero: '{{count}} إعلان غير مقروء',
  unreadCount_one: '{{count}} إعلان غير مقروء',
  unreadCount_two: '{{count}} إعلانان غير مقروءين',
  unreadCount_few: '{{count}} إعلانات غير مقروءة',
  unreadCount_many: '{{count}} إعلانًا غير مقروء',
  unreadCount_other: '{{count}} إعلان غير مقروء',
  readMore: 'اقرأ المزيد',
  gotIt: 'حسنًا',
  notFound: 'هذا المقال لم يعد متاحًا.',
  backToList: 'العودة إلى القائمة',
};
