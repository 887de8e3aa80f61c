import type { Notification } from '@tp/contract/notifications';
import { klineTopic, Topic } from '@tp/contract/realtime-topics';
import { useEffect, useRef } from 'react';
import { useSession } from '../session/session-store.ts';
import { realtime } from './realtime.ts';
import {
  type FormingCandles,
  type LiveMarketQuote,
  onNotices,
  onOrdersClosed,
  useAccountStore,
  useDayMarketStore,
  useKlineStore,
} from './realtime-stores.ts';

/** Holds a subscription to a topic while the component is mounted; null holds none. */
export function useTopic(topic: string | null): void {
  useEffect(() => (topic ? realtime.subscribe(topic) : undefined), [topic]);
}

/** Every instrument's live quote; re-renders on each DAY_MARKET frame. */
export function useDayMarket(): Readonly<Record<number, LiveMarketQuote>> {
  useTopic(Topic.dayMarket);
  return useDayMarketStore((s) => s.quotes);
}

/** One instrument's live quote; re-renders only when that quote changes. */
export function useMarketQuote(instrumentId: number | undefined): LiveMarketQuote | undefined {
  useTopic(Topic.dayMarket);
  return useDayMarketStore((s) =>
    instrumentId === undefined ? undefined : s.quotes[instrumentId],
  );
}

/** The forming candle of every period for one instrument code. */
export function useKline(code: string | undefined): FormingCandles | undefined {
  useTopic(code ? klineTopic(code) : null);
  return useKlineStore((s) => (code ? s.byCode[code] : undefined));
}

/** The logged-in account's live summary (FOREX_TRADE); null until the first push. */
export function useAccountLive() {
  const loggedIn = useSession((s) => s.token !== null);
  useTopic(loggedIn ? Topic.forexTrade : null);
  return useAccountStore((s) => s.summary);
}

/** Calls `listener` with the ids of orders the server closed or filled (FOREX_CLOSED). */
export function useOrdersClosed(listener: (ids: readonly number[]) => void): void {
  const loggedIn = useSession((s) => s.token !== null);
  const latest = useRef(listener);
  latest.current = listener;
  useTopic(loggedIn ? Topic.forexClosed : null);
  useEffect(() => onOrdersClosed((ids) => latest.current(ids)), []);
}

/** Calls `listener` with the notifications pushed to the logged-in trader (NOTICE). */
export function useNotices(listener: (items: readonly Notification[]) => void): void {
  const loggedIn = useSession((s) => s.token !== null);
  const latest = useRef(listener);
  latest.current = listener;
  useTopic(loggedIn ? Topic.notice : null);
  useEffect(() => onNotices((items) => latest.current(items)), []);
}
