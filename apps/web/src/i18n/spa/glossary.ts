import type { Glossary } from '../glossary-terms.ts';

/** The trading terms as Spanish-language trading platforms (Spain and Latin America) say them. */
export const glossary: Glossary = {
  margin: 'Margen',
  freeMargin: 'Margen libre',
  leverage: 'Apalancamiento',
  lots: 'Lotes',
  stopLoss: 'Stop loss',
  takeProfit: 'Take profit',
  pendingOrder: 'Orden pendiente',
  riskRate: 'Nivel de margen',
  netValue: 'Patrimonio',
  closePosition: 'Cerrar posición',
  buyLong: 'Compra',
  sellShort: 'Venta',
  holding: 'Posiciones',
};
