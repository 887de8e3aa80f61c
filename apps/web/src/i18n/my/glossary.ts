import type { Glossary } from '../glossary-terms.ts';

/** The trading terms as Malaysia's trading platforms say them in Bahasa Melayu. */
export const glossary: Glossary = {
  margin: 'Margin',
  freeMargin: 'Margin bebas',
  leverage: 'Leveraj',
  lots: 'Lot',
  stopLoss: 'Henti Rugi',
  takeProfit: 'Ambil Untung',
  pendingOrder: 'Pesanan tertangguh',
  riskRate: 'Paras margin',
  netValue: 'Ekuiti',
  closePosition: 'Tutup posisi',
  buyLong: 'Beli',
  sellShort: 'Jual',
  holding: 'Posisi',
};
