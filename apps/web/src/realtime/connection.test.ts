import { afterEach, describe, expect, it } from 'vitest';
import {
  type ConnectionFacts,
  connectionEvent,
  connectionFacts,
  connectionView,
  quoteAge,
  quoteStale,
  quotesReceived,
  resetConnection,
  setOnline,
  silentAfterMs,
  staleQuoteAfterMs,
  tradeBlock,
  useConnectionStore,
} from './connection.ts';

const live: ConnectionFacts = { open: true, everOpen: true, lastHeardAt: 1_000, online: true };

afterEach(() => resetConnection());

describe('connectionView', () => {
  it.each([
    ['open and heard lately', live, 1_000 + silentAfterMs, 'live'],
    ['open but silent past the limit', live, 1_001 + silentAfterMs, 'reconnecting'],
    ['closed after having been open', { ...live, open: false }, 1_000, 'reconnecting'],
    [
      'never open yet',
      { ...live, open: false, everOpen: false, lastHeardAt: null },
      0,
      'connecting',
    ],
    ['the device is offline, whatever the socket', { ...live, online: false }, 1_000, 'offline'],
  ] as const)('%s → %s', (_name, facts, now, view) => {
    expect(connectionView(facts, now)).toBe(view);
  });
});

describe('tradeBlock', () => {
  it.each([
    ['live, open market, fresh quote', 'live', true, 1_000, null],
    ['offline comes first', 'offline', false, undefined, 'offline'],
    ['reconnecting before a closed market', 'reconnecting', false, 1_000, 'reconnecting'],
    ['still connecting', 'connecting', true, 1_000, 'reconnecting'],
    ['closed market', 'live', false, 1_000, 'marketClosed'],
    ['no quote has come', 'live', true, undefined, 'noQuote'],
    ['quote at the limit is still good', 'live', true, staleQuoteAfterMs, null],
    ['quote past the limit', 'live', true, staleQuoteAfterMs + 1, 'staleQuote'],
  ] as const)('%s', (_name, connection, marketOpen, quoteAgeMs, block) => {
    expect(tradeBlock({ connection, marketOpen, quoteAgeMs })).toBe(block);
  });
});

describe('quoteStale', () => {
  it.each([
    ['a fresh quote while live', 'live', true, 1_000, false],
    ['an open market’s quote past the limit', 'live', true, staleQuoteAfterMs + 1, true],
    ['a closed market’s old quote is only closed', 'live', false, staleQuoteAfterMs + 1, false],
    ['no quote yet while live', 'live', true, undefined, false],
    ['first connecting: the list’s snapshot stands', 'connecting', true, undefined, false],
    ['reconnecting: every quote', 'reconnecting', false, 1_000, true],
    ['offline: every quote', 'offline', true, 1_000, true],
  ] as const)('%s', (_name, connection, marketOpen, quoteAgeMs, stale) => {
    expect(quoteStale({ connection, marketOpen, quoteAgeMs })).toBe(stale);
  });
});

describe('the connection store', () => {
  it('opening again after a loss marks the moment it came back; the first opening does not', () => {
    connectionEvent('opened', 100);
    expect(useConnectionStore.getState()).toMatchObject({ open: true, restoredAt: null });
    connectionEvent('lost', 200);
    expect(useConnectionStore.getState().open).toBe(false);
    connectionEvent('opened', 300);
    expect(useConnectionStore.getState().restoredAt).toBe(300);
  });

  it('frames move the last-heard time without touching the store', () => {
    connectionEvent('opened', 100);
    const before = useConnectionStore.getState();
    connectionEvent('heard', 5_000);
    expect(useConnectionStore.getState()).toBe(before);
    expect(connectionFacts().lastHeardAt).toBe(5_000);
  });

  it('keeps the browser’s online flag', () => {
    setOnline(false);
    expect(connectionFacts().online).toBe(false);
  });

  it('ages each quote from the frame that last named it', () => {
    quotesReceived([1, 2], 1_000);
    quotesReceived([2], 4_000);
    expect(quoteAge(1, 6_000)).toBe(5_000);
    expect(quoteAge(2, 6_000)).toBe(2_000);
    expect(quoteAge(3, 6_000)).toBeUndefined();
  });
});
