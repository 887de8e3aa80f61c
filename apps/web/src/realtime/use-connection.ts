import { useEffect, useState } from 'react';
import {
  type ConnectionView,
  connectionFacts,
  connectionView,
  quoteAge,
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

/** Why an instrument cannot be traded this second, with the age of its quote. */
export function useTradeBlock(
  instrumentId: number,
  marketOpen: boolean,
): { block: TradeBlock | null; quoteAgeMs: number | undefined } {
  const connection = useConnectionView();
  const quoteAgeMs = quoteAge(instrumentId);
  return { block: tradeBlock({ connection, marketOpen, quoteAgeMs }), quoteAgeMs };
}
