import type { AreaMessages } from '../area-messages.ts';
import type { publicArea as english } from '../en/public.ts';
import { legal } from './legal.ts';

export const publicArea: AreaMessages<typeof english> = {
  ...legal,
  appName: 'Trade',
  confirm: 'تأكيد',
  cancel: 'إلغاء',
  close: 'إغلاق',
  back: 'رجوع',
  loading: 'جارٍ التحميل…',
  noData: 'لا توجد بيانات',
  retry: 'إعادة المحاولة',
  networkError: 'خطأ في الشبكة ({{code}})',
  comingSoon: 'قريبًا',
  comingSoonHint: 'هذه الميزة قيد الإعداد.',
  pullToRefresh: 'اسحب للتحديث',
  releaseToRefresh: 'أفلِت للتحديث',
  refreshing: 'جارٍ التحديث…',
  search: 'بحث',
  language: 'اللغة',
  userCentre: 'حسابي',
  notFound: 'الصفحة غير موجودة',
  goHome: 'العودة إلى السوق',
  all: 'الكل',
  announcement:
    'لا نقدّم خدماتنا في كوريا الشمالية وإسرائيل والصين وفانواتو وكوبا لاعتبارات تنظيمية.',
  copy: 'نسخ',
  copySuccess: 'تم النسخ',
  connectionOffline: 'أنت غير متصل: الأسعار ليست مباشرة والتداول متوقف مؤقتًا',
  connectionLost: 'انقطع الاتصال: جارٍ إعادة الاتصال…',
  connectionRestored: 'تمت إعادة الاتصال: الأسعار مباشرة الآن',
  copyFailed: 'تعذّر النسخ: يرجى تحديد النص ونسخه يدويًا',
};
