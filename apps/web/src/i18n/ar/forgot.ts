import type { AreaMessages } from '../area-messages.ts';
import type { forgot as english } from '../en/forgot.ts';

export const forgot: AreaMessages<typeof english> = {
  title: 'إعادة تعيين كلمة المرور',
  subtitle: 'سنرسل رمزًا إلى بريدك الإلكتروني أو هاتفك لتعيين كلمة مرور جديدة',
  newPassword: 'كلمة المرور الجديدة',
  newPasswordPlaceholder: 'أدخل كلمة مرور جديدة',
  repeatPassword: 'تأكيد كلمة المرور الجديدة',
  repeatPasswordPlaceholder: 'أدخل كلمة المرور الجديدة مرة أخرى',
  enterNewPassword: 'يرجى إدخال كلمة المرور الجديدة',
  enterRepeatPassword: 'يرجى تأكيد كلمة المرور الجديدة',
  submit: 'إعادة تعيين كلمة المرور',
  submitting: 'جارٍ إعادة التعيين…',
  backToLogin: 'العودة إلى تسجيل الدخول',
};
