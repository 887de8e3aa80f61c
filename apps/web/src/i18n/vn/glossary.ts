import type { Glossary } from '../glossary-terms.ts';

/** The trading terms as Vietnam’s forex platforms say them. */
export const glossary: Glossary = {
  margin: 'Ký quỹ',
  freeMargin: 'Ký quỹ khả dụng',
  leverage: 'Đòn bẩy',
  lots: 'lot',
  stopLoss: 'Cắt lỗ',
  takeProfit: 'Chốt lời',
  pendingOrder: 'Lệnh chờ',
  riskRate: 'Mức ký quỹ',
  netValue: 'Tài sản ròng',
  closePosition: 'Đóng lệnh',
  buyLong: 'Mua',
  sellShort: 'Bán',
  holding: 'Lệnh mở',
};
