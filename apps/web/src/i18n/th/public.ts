import type { AreaMessages } from '../area-messages.ts';
import type { publicArea as english } from '../en/public.ts';
import { legal } from './legal.ts';

export const publicArea: AreaMessages<typeof english> = {
  ...legal,
  appName: 'Trade',
  confirm: 'ยืนยัน',
  cancel: 'ยกเลิก',
  close: 'ปิด',
  back: 'กลับ',
  loading: 'กำลังโหลด…',
  noData: 'ไม่มีข้อมูล',
  retry: 'ลองอีกครั้ง',
  networkError: 'เครือข่ายขัดข้อง ({{code}})',
  comingSoon: 'เร็วๆ นี้',
  comingSoonHint: 'ฟีเจอร์นี้กำลังจะเปิดให้ใช้งาน',
  pullToRefresh: 'ดึงลงเพื่อรีเฟรช',
  releaseToRefresh: 'ปล่อยเพื่อรีเฟรช',
  refreshing: 'กำลังรีเฟรช…',
  search: 'ค้นหา',
  language: 'ภาษา',
  userCentre: 'บัญชีของฉัน',
  notFound: 'ไม่พบหน้านี้',
  goHome: 'กลับไปหน้าตลาด',
  all: 'ทั้งหมด',
  announcement: 'ด้วยเหตุผลด้านนโยบาย เราไม่ให้บริการในเกาหลีเหนือ อิสราเอล จีน วานูอาตู และคิวบา',
  copy: 'คัดลอก',
  copySuccess: 'คัดลอกแล้ว',
  connectionOffline: 'คุณออฟไลน์อยู่ ราคาไม่อัปเดตแบบเรียลไทม์และพักการเทรดชั่วคราว',
  connectionLost: 'การเชื่อมต่อขาดหาย กำลังเชื่อมต่อใหม่…',
  connectionRestored: 'เชื่อมต่อได้อีกครั้ง ราคาอัปเดตแบบเรียลไทม์แล้ว',
  copyFailed: 'คัดลอกไม่ได้ กรุณาเลือกข้อความแล้วคัดลอกเอง',
};
