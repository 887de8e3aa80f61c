import type { AreaMessages } from '../area-messages.ts';
import type { news as english } from '../en/news.ts';

export const news: AreaMessages<typeof english> = {
  title: 'Новости',
  detail: 'Новость',
  announcements: 'Объявления',
  announcement: 'Объявление',
  empty: 'Новостей пока нет. Потяните вниз, чтобы обновить.',
  announcementsEmpty: 'Объявлений пока нет.',
  loadFailed: 'Не удалось загрузить.',
  pinned: 'Закреплено',
  unread: 'Не прочитано',
  unreadCount_one: '{{count}} непрочитанное объявление',
  unreadCount_few: '{{count}} непрочитанных объявления',
  unreadCount_many: '{{count}} непрочитанных объявлений',
  unreadCount_other: '{{count}} непрочитанного объявления',
  readMore: 'Читать далее',
  gotIt: 'Понятно',
  notFound: 'Эта статья больше недоступна.',
  backToList: 'К списку',
};
