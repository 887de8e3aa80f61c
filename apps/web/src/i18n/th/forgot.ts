import type { AreaMessages } from '../area-messages.ts';
import type { forgot as english } from '../en/forgot.ts';

export const forgot: AreaMessages<typeof english> = {
  title: 'รีเซ็ตรหัสผ่าน',
  subtitle: 'เราจะส่งรหัสไปยังอีเมลหรือเบอร์โทรศัพท์ของคุณเพื่อตั้งรหัสผ่านใหม่',
  newPassword: 'รหัสผ่านใหม่',
  newPasswordPlaceholder: 'กรอกรหัสผ่านใหม่',
  repeatPassword: 'ยืนยันรหัสผ่านใหม่',
  repeatPasswordPlaceholder: 'กรอกรหัสผ่านใหม่อีกครั้ง',
  enterNewPassword: 'กรุณากรอกรหัสผ่านใหม่',
  enterRepeatPassword: 'กรุณากรอกรหัสผ่านใหม่อีกครั้ง',
  submit: 'รีเซ็ตรหัสผ่าน',
  submitting: 'กำลังรีเซ็ต…',
  backToLogin: 'กลับไปเข้าสู่ระบบ',
};
