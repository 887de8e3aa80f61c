import type { AreaMessages } from '../area-messages.ts';
import type { userNotices as english } from '../en/user-notices.ts';

/** Arabic, as Arab forex brokers write to their clients. */
export const userNotices: AreaMessages<typeof english> = {
  noticeTitle: 'الإشعارات',
  noticeEmpty:
    'لا توجد إشعارات بعد. ستظهر هنا الأوامر المعلقة المنفذة، وتفعيل وقف الخسارة أو جني الأرباح، ونتائج مراجعة الإيداع والسحب والتحقق من الهوية.',
  noticeLoadFailed: 'تعذّر تحميل الإشعارات.',
  noticeMarkAllRead: 'تعليم الكل كمقروء',
  noticeUnread: 'غير مقروءة: {{count}}',
  noticeNew: 'جديد',
  noticeOpen: 'عرض',
  noticeBrowser: 'إشعارات المتصفح',
  noticeBrowserHint: 'اعرضها أيضًا على هذا الجهاز عندما يعمل التطبيق في الخلفية.',
  noticeBrowserDenied: 'الإشعارات محظورة لهذا الموقع. اسمح بها من إعدادات المتصفح.',
  noticeBrowserUnsupported: 'هذا المتصفح لا يدعم الإشعارات.',
  noticeBuy: 'شراء',
  noticeSell: 'بيع',
  noticeFilledTitle: 'تم تنفيذ الأمر المعلق',
  noticeFilled: 'تم تنفيذ أمر {{side}} {{symbol}} بحجم {{lots}} لوت بسعر {{price}}',
  noticeStopLossTitle: 'تم تفعيل وقف الخسارة',
  noticeStopLoss:
    'أغلق وقف الخسارة صفقة {{side}} {{symbol}} بحجم {{lots}} لوت بسعر {{price}}: {{pnl}}',
  noticeTakeProfitTitle: 'تم تفعيل جني الأرباح',
  noticeTakeProfit:
    'أغلق جني الأرباح صفقة {{side}} {{symbol}} بحجم {{lots}} لوت بسعر {{price}}: {{pnl}}',
  noticeStopOutTitle: 'إغلاق قسري',
  noticeStopOut:
    'الهامش غير كافٍ: أُغلقت صفقة {{side}} {{symbol}} بحجم {{lots}} لوت بسعر {{price}}: {{pnl}}',
  noticeDepositApprovedTitle: 'تمت إضافة الإيداع',
  noticeDepositApproved: 'أُضيف {{amount}} {{currency}} إلى رصيدك.',
  noticeDepositRejectedTitle: 'تم رفض الإيداع',
  noticeDepositRejected: 'تم رفض إيداعك بقيمة {{amount}} {{currency}}: {{remark}}',
  noticeDepositRejectedPlain: 'تم رفض إيداعك بقيمة {{amount}} {{currency}}.',
  noticeWithdrawalPaidTitle: 'تم دفع السحب',
  noticeWithdrawalPaid: 'تم تحويل سحبك بقيمة {{amount}} {{currency}}.',
  noticeWithdrawalRejectedTitle: 'تم رفض السحب',
  noticeWithdrawalRejected:
    'تم رفض سحبك بقيمة {{amount}} {{currency}} وأُعيد المبلغ إلى رصيدك: {{remark}}',
  noticeWithdrawalRejectedPlain:
    'تم رفض سحبك بقيمة {{amount}} {{currency}} وأُعيد المبلغ إلى رصيدك.',
  noticeKycApprovedTitle: 'تم التحقق من الهوية',
  noticeKycApproved: 'تمت الموافقة على التحقق من هويتك.',
  noticeKycRejectedTitle: 'أُعيد طلب التحقق من الهوية',
  noticeKycRejected: 'أُعيدت مستنداتك: {{remark}}. يُرجى إرسالها مرة أخرى.',
  noticeOtherTitle: 'إشعار بشأن حسابك',
  noticeOther: 'حدث تغيير في حسابك. حدّث التطبيق لقراءة هذا الإشعار.',
  stopOutOpen: 'عرض تفاصيل الإغلاق القسري',
  stopOutRecordTitle: 'تفاصيل الإغلاق القسري',
  stopOutRiskRate: 'مستوى الهامش عند الإغلاق',
  stopOutLevel: 'مستوى الإغلاق القسري',
  stopOutBalanceBefore: 'الرصيد قبل',
  stopOutBalanceAfter: 'الرصيد بعد',
  stopOutCorrection: 'الحماية من الرصيد السالب',
  stopOutCorrectionHint: 'تجاوزت خسائرك رصيدك، فغطّينا الفرق حتى لا ينزل رصيدك عن 0.',
  stopOutCloses: 'المراكز المغلقة بالترتيب',
  stopOutLoadFailed: 'تعذّر تحميل تفاصيل الإغلاق القسري.',
};
