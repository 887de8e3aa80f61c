import { pingIntervalMs } from '@tp/contract/realtime-topics';
import { create } from 'zustand';
import type { ConnectionEvent } from './realtime-client.ts';

/** What the trader is shown of the live connection. */
export type ConnectionView = 'connecting' | 'live' | 'reconnecting' | 'offline';

/**
 * A socket that has heard nothing for this long is treated as lost, though it is still open:
 * the server answers a ping every 5 s, and DAY_MARKET pushes come several times a second.
 */
export const silentAfterMs = pingIntervalMs + 3_000;

/** A quote not refreshed for this long is too old to trade on. */
export const staleQuoteAfterMs = 10_000;

export type ConnectionFacts = {
  /** The socket is open. */
  open: boolean;
  /** It was open at least once since the app started. */
  everOpen: boolean;
  /** When a frame last arrived (ms); null before the first. */
  lastHeardAt: number | null;
  /** The browser says the device is online (`navigator.onLine`). */
  online: boolean;
};

export function connectionView(facts: ConnectionFacts, now: number): ConnectionView {
  if (!facts.online) return 'offline';
  const heardLately = facts.lastHeardAt !== null && now - facts.lastHeardAt <= silentAfterMs;
  if (facts.open && heardLately) return 'live';
  return facts.everOpen ? 'reconnecting' : 'connecting';
}

/** Why Buy and Sell are off now, in the order a trader should read them; null: they are on. */
export type TradeBlock = 'offline' | 'reconnecting' | 'marketClosed' | 'staleQuote' | 'noQuote';

export function tradeBlock({
  connection,
  marketOpen,
  quoteAgeMs,
}: {
  connection: ConnectionView;
  marketOpen: boolean;
  /** Since the instrument's quote last came over the socket; undefined when it never has. */
  quoteAgeMs: number | undefined;
}): TradeBlock | null {
  if (connection === 'offline') return 'offline';
  if (connection !== 'live') return 'reconnecting';
  if (!marketOpen) return 'marketClosed';
  if (quoteAgeMs === undefined) return 'noQuote';
  return quoteAgeMs > staleQuoteAfterMs ? 'staleQuote' : null;
}

/**
 * Whether a listed quote should be marked as not live: the connection is lost or offline, or,
 * while live, an open market's quote has not come for too long. Not while first connecting: the
 * list's own snapshot is all there is yet, and is what the page loaded with.
 */
export function quoteStale({
  connection,
  marketOpen,
  quoteAgeMs,
}: {
  connection: ConnectionView;
  marketOpen: boolean;
  quoteAgeMs: number | undefined;
}): boolean {
  if (connection === 'offline' || connection === 'reconnecting') return true;
  if (connection === 'connecting' || !marketOpen || quoteAgeMs === undefined) return false;
  return quoteAgeMs > staleQuoteAfterMs;
}

type ConnectionState = ConnectionFacts & {
  /** When the connection came back after being lost; the app says so for a moment. */
  restoredAt: number | null;
};

/** The socket's state for the screens; frames only move `lastHeardAt`, kept outside React. */
export const useConnectionStore = create<ConnectionState>(() => ({
  open: false,
  everOpen: false,
  lastHeardAt: null,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  restoredAt: null,
}));

let lastHeardAt: number | null = null;
const receivedAt = new Map<number, number>();

/** Feeds the store from the socket client's events. */
export function connectionEvent(event: ConnectionEvent, now = Date.now()): void {
  lastHeardAt = now;
  if (event === 'heard') return;
  if (event === 'opened') {
    useConnectionStore.setState((s) => ({
      open: true,
      everOpen: true,
      lastHeardAt: now,
      restoredAt: s.everOpen ? now : s.restoredAt,
    }));
    return;
  }
  useConnectionStore.setState({ open: false, lastHeardAt: now });
}

export function setOnline(online: boolean): void {
  useConnectionStore.setState({ online });
}

/** The connection's facts as they stand now, with the latest frame's time. */
export function connectionFacts(): ConnectionFacts {
  const { open, everOpen, online } = useConnectionStore.getState();
  return { open, everOpen, online, lastHeardAt };
}

/** Records when each instrument's quote came over the socket (a DAY_MARKET frame named it). */
export function quotesReceived(ids: readonly number[], now = Date.now()): void {
  for (const id of ids) receivedAt.set(id, now);
}

/** Milliseconds since the instrument's quote last came; undefined when it never has. */
export function quoteAge(id: number, now = Date.now()): number | undefined {
  const at = receivedAt.get(id);
  return at === undefined ? undefined : now - at;
}

/** Forgets the connection and every quote time (tests). */
export function resetConnection(): void {
  lastHeardAt = null;
  receivedAt.clear();
  useConnectionStore.setState({
    open: false,
    everOpen: false,
    lastHeardAt: null,
    online: true,
    restoredAt: null,
  });
}
