import type { Glossary } from '../glossary-terms.ts';

/** The trading terms as Thailand’s forex platforms say them. */
export const glossary: Glossary = {
  margin: 'มาร์จิ้น',
  freeMargin: 'ฟรีมาร์จิ้น',
  leverage: 'เลเวอเรจ',
  lots: 'ล็อต',
  stopLoss: 'ตัดขาดทุน',
  takeProfit: 'ทำกำไร',
  pendingOrder: 'คำสั่งรอ',
  riskRate: 'ระดับมาร์จิ้น',
  netValue: 'อิควิตี้',
  closePosition: 'ปิดโพซิชั่น',
  buyLong: 'ซื้อ',
  sellShort: 'ขาย',
  holding: 'โพซิชั่น',
};
