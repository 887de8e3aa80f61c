import { describe, expect, it } from 'vitest';
import { InProcessBus } from './bus.ts';
import { SessionEndings, sessionsEndedChannel } from './session-endings.ts';

const hashOf = (n: number) => n.toString(16).padStart(64, '0');

/** A gateway's endings on a shared bus, recording what it applied. */
function gateway(bus: InProcessBus, ackWaitMs = 5_000) {
  const applied: string[][] = [];
  const errors: unknown[] = [];
  const endings = new SessionEndings({
    bus,
    apply: (tokenHashes) => applied.push([...tokenHashes]),
    ackWaitMs,
    onError: (error) => errors.push(error),
  });
  endings.start();
  return { endings, applied, errors };
}

describe('session endings', () => {
  it('applies an ending in every gateway before the announcement resolves', async () => {
    const bus = new InProcessBus();
    const one = gateway(bus);
    const two = gateway(bus);
    await one.endings.announce([hashOf(1), hashOf(2)]);
    // Here at once, then again as the bus brings it back; there, once.
    expect(one.applied).toEqual([
      [hashOf(1), hashOf(2)],
      [hashOf(1), hashOf(2)],
    ]);
    expect(two.applied).toEqual([[hashOf(1), hashOf(2)]]);
    one.endings.stop();
    two.endings.stop();
    expect(bus.handlerCount()).toBe(0);
  });

  it('sends thousands of sessions in messages of at most 500', async () => {
    const bus = new InProcessBus();
    const one = gateway(bus);
    const two = gateway(bus);
    const hashes = Array.from({ length: 1_201 }, (_, i) => hashOf(i));
    await one.endings.announce(hashes);
    expect(two.applied.map((part) => part.length)).toEqual([500, 500, 201]);
    expect(two.applied.flat()).toEqual(hashes);
    one.endings.stop();
    two.endings.stop();
  });

  it('gives up waiting on a receiver that never answers', async () => {
    const bus = new InProcessBus();
    const one = gateway(bus, 50);
    // Counted by the bus as a receiver, it never answers.
    const leave = bus.subscribe(sessionsEndedChannel, () => undefined);
    await one.endings.announce([hashOf(3)]);
    expect(one.applied).toEqual([[hashOf(3)], [hashOf(3)]]);
    leave();
    one.endings.stop();
  });

  it('ignores anything on the channel that is not an ending', async () => {
    const bus = new InProcessBus();
    const one = gateway(bus);
    const junk: unknown[] = [
      null,
      'text',
      { id: 'x', from: '0123456789abcdef', tokenHashes: ['not a hash'] },
      { id: 'x', from: 'not hex', tokenHashes: [hashOf(1)] },
      { id: 'x', from: '0123456789abcdef', tokenHashes: Array(501).fill(hashOf(1)) },
      { id: 7, from: '0123456789abcdef', tokenHashes: [] },
    ];
    for (const message of junk) bus.publish(sessionsEndedChannel, message as never);
    expect(one.applied).toEqual([]);
    one.endings.stop();
  });
});
