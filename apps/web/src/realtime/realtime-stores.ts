import type { AccountSummary } from '@tp/contract/entities';
import type { Notification } from '@tp/contract/notifications';
import type { KlineMessage, MarketQuote, ServerMessage } from '@tp/contract/realtime';
import { Topic } from '@tp/contract/realtime-topics';
import { create } from 'zustand';
import { quotesReceived } from './connection.ts';
import { isKlineMessage } from './realtime-client.ts';

/** A quote with the direction of its last move, for the up/down flash. */
export type LiveMarketQuote = MarketQuote & { move: 1 | -1 | 0 };
export type FormingCandles = KlineMessage['data']['candles'];

type DayMarketState = { quotes: Readonly<Record<number, LiveMarketQuote>> };
type KlineState = { byCode: Readonly<Record<string, FormingCandles>> };
type AccountState = { summary: AccountSummary | null };

// Latest-value stores: each holds only the newest frame, and components select the slice they show.
export const useDayMarketStore = create<DayMarketState>(() => ({ quotes: {} }));
export const useKlineStore = create<KlineState>(() => ({ byCode: {} }));
export const useAccountStore = create<AccountState>(() => ({ summary: null }));

const sameQuote = (a: MarketQuote, b: MarketQuote): boolean =>
  a.status === b.status &&
  a.quotation.close === b.quotation.close &&
  a.quotation.bid === b.quotation.bid &&
  a.quotation.ask === b.quotation.ask &&
  a.quotation.high === b.quotation.high &&
  a.quotation.low === b.quotation.low;

/** Unchanged quotes keep their identity so their rows do not re-render. */
export function mergeDayMarket(
  previous: Readonly<Record<number, LiveMarketQuote>>,
  incoming: readonly MarketQuote[],
): Record<number, LiveMarketQuote> {
  const next: Record<number, LiveMarketQuote> = { ...previous };
  for (const quote of incoming) {
    const before = previous[quote.id];
    if (before && sameQuote(before, quote)) continue;
    const delta = before ? quote.quotation.close - before.quotation.close : 0;
    const move = delta > 0 ? 1 : delta < 0 ? -1 : (before?.move ?? 0);
    next[quote.id] = { ...quote, move };
  }
  return next;
}

type ClosedListener = (ids: readonly number[]) => void;
const closedListeners = new Set<ClosedListener>();

export function onOrdersClosed(listener: ClosedListener): () => void {
  closedListeners.add(listener);
  return () => closedListeners.delete(listener);
}

type NoticeListener = (items: readonly Notification[]) => void;
const noticeListeners = new Set<NoticeListener>();

/** Calls `listener` with every notification pushed on NOTICE, oldest first. */
export function onNotices(listener: NoticeListener): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

const signedInListeners = new Set<() => void>();

/**
 * Calls `listener` each time the socket's login succeeds: on connecting and after every
 * reconnect, when pushes made while it was away have been missed.
 */
export function onSocketSignedIn(listener: () => void): () => void {
  signedInListeners.add(listener);
  return () => signedInListeners.delete(listener);
}

export function dispatchRealtime(message: ServerMessage): void {
  if (isKlineMessage(message)) {
    const { code, candles } = message.data;
    useKlineStore.setState((s) => ({ byCode: { ...s.byCode, [code]: candles } }));
    return;
  }
  switch (message.type) {
    case Topic.dayMarket:
      quotesReceived(message.data.map((quote) => quote.id));
      useDayMarketStore.setState((s) => ({ quotes: mergeDayMarket(s.quotes, message.data) }));
      return;
    case Topic.forexTrade:
      useAccountStore.setState({ summary: message.data });
      return;
    case Topic.forexClosed:
      for (const listener of closedListeners) listener(message.data.ids);
      return;
    case Topic.notice:
      for (const listener of noticeListeners) listener(message.data.items);
      return;
    case 'login_result':
      if (message.code === 1) for (const listener of signedInListeners) listener();
      return;
  }
}

export function clearAccountLive(): void {
  useAccountStore.setState({ summary: null });
}
