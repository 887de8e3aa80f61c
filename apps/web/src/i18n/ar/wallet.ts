import type { AreaMessages } from '../area-messages.ts';
import type { wallet as english } from '../en/wallet.ts';

export const wallet: AreaMessages<typeof english> = {
  title: 'المحفظة',
  coinAddressList: 'عناوين المحافظ المرتبطة',
  balance: 'الرصيد (USD)',
  lockBalance: 'المبلغ المجمّد',
  equity: 'حقوق الملكية',
  freeMargin: 'الهامش الحر',
  withdrawing: 'قيد السحب',
  usdNote: 'جميع المبالغ بالدولار الأمريكي (USD).',
  addCoinAddress: 'إضافة عنوان محفظة',
};
