import type { Order } from '@tp/contract/entities';
import { type CloseScope, inCloseScope } from '@tp/domain/close-scope';
import { type Decimal, dec } from '@tp/domain/decimal';
import type { InstrumentTerms } from '@tp/domain/instrument';
import { bookAmount } from '@tp/domain/money';
import { partialCloseError, partialCloseFigures } from '@tp/domain/partial-close';
import { parseAmount } from '../trade/parse-amount.ts';

/** What closing the typed lots of a position would book, by the domain's rules; undefined when it cannot. */
export type ClosePreview = {
  lots: Decimal;
  whole: boolean;
  pnlRealised: Decimal;
  marginReleased: Decimal;
  keptLots: Decimal;
};

/**
 * The preview of a close of `lotsText` lots: every lot is a full close, fewer a partial one
 * (a whole number of steps leaving at least the minimum open). The P&L is the position's
 * current one as the server last valued it, shared by lots as the engine shares it.
 */
export function closePreview(
  order: Order,
  terms: Pick<InstrumentTerms, 'minLots' | 'lotStep'> | undefined,
  lotsText: string,
): ClosePreview | undefined {
  const lots = parseAmount(lotsText);
  const held = dec(order.Quantity);
  if (!lots) return undefined;
  const position = { lots: held, margin: dec(order.CautionMoney), fee: dec(order.TradeFee) };
  const pnl = dec(order.FactProfits);
  if (lots.eq(held)) {
    return {
      lots,
      whole: true,
      pnlRealised: pnl,
      marginReleased: position.margin,
      keptLots: dec(0),
    };
  }
  if (!terms || partialCloseError({ lots: held, closeLots: lots, terms })) return undefined;
  const figures = partialCloseFigures({ position, pnl, closeLots: lots });
  return {
    lots,
    whole: false,
    pnlRealised: figures.pnlRealised,
    marginReleased: figures.marginReleased,
    keptLots: figures.kept.lots,
  };
}

/** The positions a close-all of `scope` would take, by the P&L the list shows, and their total. */
export function closeAllPreview(
  orders: readonly Order[],
  scope: CloseScope,
  instrumentId?: number,
): { ids: number[]; profit: Decimal } {
  const taken = orders.filter((order) =>
    inCloseScope({
      scope,
      instrumentId,
      position: { instrumentId: order.ForexId, pnl: dec(order.FactProfits) },
    }),
  );
  return {
    ids: taken.map((order) => order.Id),
    profit: bookAmount(taken.reduce((sum, order) => sum.plus(order.FactProfits), dec(0))),
  };
}
