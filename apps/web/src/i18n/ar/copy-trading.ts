import type { AreaMessages } from '../area-messages.ts';
import type { copyTrading as english } from '../en/copy-trading.ts';

export const copyTrading: AreaMessages<typeof english> = {
  documentary: 'نسخ الصفقات',
  ranking: 'ترتيب المتداولين',
  comingSoon: 'خدمة نسخ الصفقات قادمة قريبًا',
  allTraders: 'الكل',
  realTraders: 'حسابات حقيقية',
  demoTraders: 'حسابات تجريبية',
  realLabel: 'حقيقي',
  demoLabel: 'تجريبي',
  rankNumber: 'المركز {{rank}}',
  threeWeekReturn: 'عائد 3 أسابيع',
  winRate: 'نسبة الفوز',
  threeWeekProfit: 'ربح 3 أسابيع (USD)',
  maxDrawdown: 'أقصى تراجع',
  risk: 'المخاطرة',
  riskOf: 'المخاطرة {{score}} من 10',
  totalReturn: 'إجمالي العائد',
  closedPositions: 'المغلقة {{closed}} / الإجمالي {{total}}',
  followers_zero: '{{count}} متابع',
  followers_one: '{{count}} متابع',
  followers_two: '{{count}} متابعان',
  followers_few: '{{count}} متابعين',
  followers_many: '{{count}} متابعًا',
  followers_other: '{{count}} متابع',
  leverage: '×{{value}}',
  howRanked:
    'يُرتَّب المتداولون حسب العائد خلال آخر {{days}} يوم مطروحًا منه ضعف أقصى تراجع. لا تُحتسب الإيداعات والسحوبات ضمن العائد.',
  whoIsListed:
    'يظهر في الترتيب المتداولون الذين أغلقوا خلال آخر {{days}} يوم عددًا من الصفقات لا يقل عن {{min}}. ولا يظهر أصحاب الحسابات الحقيقية إلا إذا اختاروا ذلك.',
  updatedAt: 'آخر تحديث {{time}}',
  empty: 'لا يوجد متداولون في الترتيب بعد',
  emptyHint:
    'يظهر المتداولون هنا بعد أن يغلقوا خلال آخر {{days}} يوم عددًا من الصفقات لا يقل عن {{min}}.',
  loadFailed: 'تعذّر تحميل الترتيب',
};
