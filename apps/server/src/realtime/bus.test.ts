import { describe, expect, it } from 'vitest';
import { InProcessBus, userChannel } from './bus.ts';

describe('InProcessBus', () => {
  it('delivers a message to every handler of its channel only', () => {
    const bus = new InProcessBus<Record<string, unknown>>();
    const seen: string[] = [];
    bus.subscribe('DAY_MARKET', (m) => seen.push(`a:${String(m)}`));
    bus.subscribe('DAY_MARKET', (m) => seen.push(`b:${String(m)}`));
    bus.subscribe(userChannel(7), (m) => seen.push(`u:${String(m)}`));
    bus.publish('DAY_MARKET', 1);
    bus.publish(userChannel(8), 2);
    expect(seen).toEqual(['a:1', 'b:1']);
  });

  it('counts handlers and forgets a channel once its last handler leaves', () => {
    const bus = new InProcessBus<Record<string, unknown>>();
    const leaveA = bus.subscribe('x', () => {});
    const leaveB = bus.subscribe('x', () => {});
    bus.subscribe('y', () => {});
    expect(bus.handlerCount()).toBe(3);
    expect(bus.handlerCount('x')).toBe(2);
    leaveA();
    leaveB();
    expect(bus.handlerCount('x')).toBe(0);
    expect(bus.handlerCount()).toBe(1);
  });

  it('keeps newer handlers when an old unsubscribe runs twice', () => {
    const bus = new InProcessBus<Record<string, unknown>>();
    const leave = bus.subscribe('x', () => {});
    leave();
    const seen: unknown[] = [];
    bus.subscribe('x', (m) => seen.push(m));
    leave();
    bus.publish('x', 'still here');
    expect(seen).toEqual(['still here']);
  });

  it('reports a failing handler and still runs the others', () => {
    const errors: unknown[] = [];
    const bus = new InProcessBus<Record<string, unknown>>((error) => errors.push(error));
    const seen: unknown[] = [];
    bus.subscribe('x', () => {
      throw new Error('boom');
    });
    bus.subscribe('x', (m) => seen.push(m));
    bus.publish('x', 5);
    expect(seen).toEqual([5]);
    expect(errors).toHaveLength(1);
  });
});
