import type { AccountSummary } from '@tp/contract/entities';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InProcessBus, userChannel } from '../../realtime/bus.ts';
import { userIdOf } from '../ids.ts';
import { LivePublisher } from './live-publisher.ts';

const summaryWith = (profits: number): AccountSummary => ({
  ProfitsTotal: profits,
  HazardRate: 0,
  CautionMoneyAll: 0,
  Balance: 0,
  Equity: 0,
  FreeMargin: 0,
  StopOutLevel: 50,
  StopOutEquity: 0,
  TransOrder: [],
});

function harness() {
  vi.useFakeTimers();
  const bus = new InProcessBus();
  const received: unknown[] = [];
  bus.subscribe(userChannel(7), (message) => received.push(message));
  let profits = 0;
  let nowMs = 0;
  const publisher = new LivePublisher(
    bus,
    () => summaryWith(profits),
    500,
    () => nowMs,
  );
  const advance = (ms: number) => {
    nowMs += ms;
    vi.advanceTimersByTime(ms);
  };
  return {
    publisher,
    received,
    advance,
    setProfits: (value: number) => {
      profits = value;
    },
  };
}

describe('LivePublisher', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the first move at once and conflates later moves into one send per interval', () => {
    const { publisher, received, advance, setProfits } = harness();
    publisher.moved(userIdOf(7));
    expect(received).toEqual([{ type: 'FOREX_TRADE', data: summaryWith(0) }]);
    setProfits(1);
    publisher.moved(userIdOf(7));
    advance(100);
    setProfits(2);
    publisher.moved(userIdOf(7));
    expect(received).toHaveLength(1);
    advance(400);
    // One send for both moves, with the latest figures.
    expect(received).toEqual([
      { type: 'FOREX_TRADE', data: summaryWith(0) },
      { type: 'FOREX_TRADE', data: summaryWith(2) },
    ]);
    advance(1000);
    expect(received).toHaveLength(2);
  });

  it('sends an account change at once and cancels a pending throttled send', () => {
    const { publisher, received, advance, setProfits } = harness();
    publisher.moved(userIdOf(7));
    publisher.moved(userIdOf(7));
    setProfits(5);
    publisher.changed(userIdOf(7));
    expect(received).toHaveLength(2);
    advance(1000);
    expect(received).toHaveLength(2);
  });

  it('sends changes closer together than the change interval as one, with the latest figures', () => {
    const { publisher, received, advance, setProfits } = harness();
    publisher.changed(userIdOf(7));
    advance(30);
    setProfits(1);
    publisher.changed(userIdOf(7));
    advance(30);
    setProfits(2);
    publisher.changed(userIdOf(7));
    expect(received).toEqual([{ type: 'FOREX_TRADE', data: summaryWith(0) }]);
    advance(40);
    expect(received).toEqual([
      { type: 'FOREX_TRADE', data: summaryWith(0) },
      { type: 'FOREX_TRADE', data: summaryWith(2) },
    ]);
    advance(1000);
    expect(received).toHaveLength(2);
    setProfits(3);
    publisher.changed(userIdOf(7));
    expect(received).toHaveLength(3);
    expect(received[2]).toEqual({ type: 'FOREX_TRADE', data: summaryWith(3) });
  });

  it('sends a change due before a throttled move at the change interval, once for both', () => {
    const { publisher, received, advance, setProfits } = harness();
    publisher.changed(userIdOf(7));
    publisher.moved(userIdOf(7));
    setProfits(4);
    publisher.changed(userIdOf(7));
    advance(99);
    expect(received).toHaveLength(1);
    advance(1);
    expect(received).toEqual([
      { type: 'FOREX_TRADE', data: summaryWith(0) },
      { type: 'FOREX_TRADE', data: summaryWith(4) },
    ]);
    advance(1000);
    expect(received).toHaveLength(2);
  });

  it('sends closed order ids on the user channel', () => {
    const { publisher, received } = harness();
    publisher.closed(userIdOf(7), [3, 4]);
    expect(received).toEqual([{ type: 'FOREX_CLOSED', data: { ids: [3, 4] } }]);
  });

  it('works out no summary for a user nobody is watching', () => {
    vi.useFakeTimers();
    const bus = new InProcessBus();
    let worked = 0;
    const watched = new Set<number>([7]);
    const publisher = new LivePublisher(
      bus,
      () => {
        worked += 1;
        return summaryWith(0);
      },
      500,
      () => 0,
      (userId) => watched.has(userId),
    );
    publisher.moved(userIdOf(8));
    publisher.changed(userIdOf(8));
    vi.advanceTimersByTime(1000);
    expect(worked).toBe(0);
    publisher.changed(userIdOf(7));
    expect(worked).toBe(1);
  });
});
