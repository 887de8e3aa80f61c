import type { AreaMessages } from '../area-messages.ts';
import type { bank as english } from '../en/bank.ts';

export const bank: AreaMessages<typeof english> = {
  bankCardList: 'الحسابات البنكية المرتبطة',
  bankAccount: 'الحساب البنكي',
  bankName: 'اسم البنك',
  branchName: 'اسم الفرع',
  bankAddress: 'عنوان البنك',
  bankSwift: 'رمز SWIFT',
  payeeName: 'اسم المستفيد',
  payeeAccount: 'رقم الحساب',
  beneficiaryCurrency: 'عملة المستفيد',
  remark: 'ملاحظة',
  addBankAccount: 'إضافة حساب بنكي',
};
