import type { Glossary } from '../glossary-terms.ts';

/** The trading terms as Arabic forex brokers' platforms in the Gulf and Egypt say them. */
export const glossary: Glossary = {
  margin: 'الهامش',
  freeMargin: 'الهامش الحر',
  leverage: 'الرافعة',
  lots: 'لوت',
  stopLoss: 'وقف الخسارة',
  takeProfit: 'جني الأرباح',
  pendingOrder: 'أمر معلق',
  riskRate: 'مستوى الهامش',
  netValue: 'حقوق الملكية',
  closePosition: 'إغلاق الصفقة',
  buyLong: 'شراء',
  sellShort: 'بيع',
  holding: 'الصفقات المفتوحة',
};
