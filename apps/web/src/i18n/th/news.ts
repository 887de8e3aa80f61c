import type { AreaMessages } from '../area-messages.ts';
import type { news as english } from '../en/news.ts';

export const news: AreaMessages<typeof english> = {
  title: 'ข่าว',
  detail: 'รายละเอียดข่าว',
  announcements: 'ประกาศ',
  announcement: 'ประกาศ',
  empty: 'ยังไม่มีข่าว ดึงลงเพื่อโหลดใหม่',
  announcementsEmpty: 'ขณะนี้ยังไม่มีประกาศ',
  loadFailed: 'โหลดไม่สำเร็จ',
  pinned: 'ปักหมุด',
  unread: 'ยังไม่อ่าน',
  unreadCount_other: 'ประกาศที่ยังไม่อ่าน {{count}} รายการ',
  readMore: 'อ่านต่อ',
  gotIt: 'รับทราบ',
  notFound: 'บทความนี้ไม่มีให้อ่านแล้ว',
  backToList: 'กลับไปที่รายการ',
};
