import type { Glossary } from '../glossary-terms.ts';

/** The trading terms as Portuguese-language trading platforms (Brazil and Portugal) say them. */
export const glossary: Glossary = {
  margin: 'Margem',
  freeMargin: 'Margem livre',
  leverage: 'Alavancagem',
  lots: 'Lotes',
  stopLoss: 'Stop loss',
  takeProfit: 'Take profit',
  pendingOrder: 'Ordem pendente',
  riskRate: 'Nível de margem',
  netValue: 'Capital líquido',
  closePosition: 'Fechar posição',
  buyLong: 'Compra',
  sellShort: 'Venda',
  holding: 'Posições',
};
