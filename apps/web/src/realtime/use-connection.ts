import { useEffect, useState } from 'react';
import { create } from 'zustand';
import {
  type ConnectionView,
  connectionFacts,
  connectionView,
  quoteAge,
  quoteStale,
  type TradeBlock,
  tradeBlock,
  useConnectionStore,
} from './connection.ts';

/** The time now, moved on every `everyMs` so ages and silences show as they grow. */
export function useNow(everyMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The connection as the trader should see it; re-evaluated every second. */
export function useConnectionView(): ConnectionView {
  const now = useNow();
  // Subscribed so a socket opening or closing shows at once, not at the next second.
  useConnectionStore((s) => s.open && s.online);
  return connectionView(connectionFacts(), Math.max(now, Date.now()));
}

/** Why an instrument cannot be traded at this moment, read when a trader taps (no re-render). */
export function tradeBlockNow(instrumentId: number, marketOpen: boolean): TradeBlock | null {
  return tradeBlock({
    connection: connectionView(connectionFacts(), Date.now()),
    marketOpen,
    quoteAgeMs: quoteAge(instrumentId),
  });
}

/** Why an instrument cannot be traded this second, with the age of its quote. */
export function useTradeBlock(
  instrumentId: number,
  marketOpen: boolean,
): { block: TradeBlock | null; quoteAgeMs: number | undefined } {
  const connection = useConnectionView();
  const quoteAgeMs = quoteAge(instrumentId);
  return { block: tradeBlock({ connection, marketOpen, quoteAgeMs }), quoteAgeMs };
}

/** One clock for every row that shows a quote's freshness: a single timer, whatever the rows. */
const useSecond = create<{ now: number }>(() => ({ now: Date.now() }));
let secondUsers = 0;
let secondTimer: ReturnType<typeof setInterval> | undefined;

function useSecondTicking(): void {
  useEffect(() => {
    secondUsers += 1;
    if (secondUsers === 1) {
      secondTimer = setInterval(() => useSecond.setState({ now: Date.now() }), 1_000);
    }
    return () => {
      secondUsers -= 1;
      if (secondUsers === 0) clearInterval(secondTimer);
    };
  }, []);
}

/**
 * Whether a listed instrument's quote is not live now (see `quoteStale`); a row re-renders only
 * when the answer changes, not every second.
 */
export function useQuoteStale(instrumentId: number, marketOpen: boolean): boolean {
  useSecondTicking();
  // Subscribed so a socket opening or closing shows at once, not at the next second.
  useConnectionStore((s) => s.open && s.online);
  return useSecond(() =>
    quoteStale({
      connection: connectionView(connectionFacts(), Date.now()),
      marketOpen,
      quoteAgeMs: quoteAge(instrumentId),
    }),
  );
}
