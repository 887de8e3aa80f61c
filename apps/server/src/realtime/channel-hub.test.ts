import { describe, expect, it } from 'vitest';
import { InProcessBus } from './bus.ts';
import { ChannelHub, type HubMessage } from './channel-hub.ts';

describe('ChannelHub', () => {
  it('holds one bus subscription per channel while it has listeners', () => {
    const bus = new InProcessBus();
    const hub = new ChannelHub(bus, () => {});
    const leaveA = hub.join('DAY_MARKET', () => {});
    const leaveB = hub.join('DAY_MARKET', () => {});
    const leaveC = hub.join('user.1', () => {});
    expect(bus.handlerCount()).toBe(2);
    leaveA();
    expect(bus.handlerCount('DAY_MARKET')).toBe(1);
    leaveB();
    leaveB();
    leaveC();
    expect(bus.handlerCount()).toBe(0);
    expect(hub.channelCount).toBe(0);
  });

  it('serialises a message once for all its listeners', () => {
    const bus = new InProcessBus();
    const hub = new ChannelHub(bus, () => {});
    const seen: HubMessage[] = [];
    hub.join('KLINE.EURUSD', (m) => seen.push(m));
    hub.join('KLINE.EURUSD', (m) => seen.push(m));
    bus.publish('KLINE.EURUSD', { type: 'KLINE.EURUSD', data: { code: 'EURUSD' } } as never);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]?.type).toBe('KLINE.EURUSD');
    expect(seen[0]?.text()).toBe('{"type":"KLINE.EURUSD","data":{"code":"EURUSD"}}');
  });

  it('ignores messages without a type and isolates a failing listener', () => {
    const bus = new InProcessBus();
    const errors: unknown[] = [];
    const hub = new ChannelHub(bus, (e) => errors.push(e));
    const seen: string[] = [];
    hub.join('x' as never, () => {
      throw new Error('boom');
    });
    hub.join('x' as never, (m) => seen.push(m.type));
    bus.publish('x' as never, 'plain text' as never);
    bus.publish('x' as never, { data: 1 } as never);
    bus.publish('x' as never, { type: 'ok' } as never);
    expect(seen).toEqual(['ok']);
    expect(errors).toHaveLength(1);
  });
});
