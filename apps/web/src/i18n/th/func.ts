import type { AreaMessages } from '../area-messages.ts';
import type { func as english } from '../en/func.ts';

export const func: AreaMessages<typeof english> = {
  wallet: 'กระเป๋าเงิน',
  realName: 'ยืนยันตัวตน',
  invite: 'ชวนเพื่อน',
  password: 'เปลี่ยนรหัสผ่าน',
  customerService: 'ฝ่ายบริการลูกค้า',
  complaintEmail: 'อีเมลร้องเรียน',
  announcement: 'ประกาศ',
  language: 'ภาษา',
  other: 'อื่นๆ',
  feedback: 'ข้อเสนอแนะ',
  settings: 'ตั้งค่า',
};
