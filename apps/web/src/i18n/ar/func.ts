import type { AreaMessages } from '../area-messages.ts';
import type { func as english } from '../en/func.ts';

export const func: AreaMessages<typeof english> = {
  wallet: 'المحفظة',
  realName: 'التحقق من الهوية',
  invite: 'دعوة الأصدقاء',
  password: 'تغيير كلمة المرور',
  customerService: 'خدمة العملاء',
  complaintEmail: 'بريد الشكاوى',
  announcement: 'الإعلانات',
  language: 'اللغة',
  other: 'أخرى',
  feedback: 'الملاحظات',
  settings: 'الإعدادات',
};
