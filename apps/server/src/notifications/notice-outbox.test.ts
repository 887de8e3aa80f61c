import { Topic } from '@tp/contract/realtime';
import { describe, expect, it } from 'vitest';
import { Outbox } from '../realtime/outbox.ts';

describe('NOTICE in a socket’s outbox', () => {
  it('keeps every notification of a flush, in the order they came, in one frame', () => {
    const outbox = new Outbox();
    outbox.putNotices([{ id: 1 }]);
    outbox.putNotices([{ id: 2 }, { id: 3 }]);
    outbox.putFrame(Topic.forexTrade, '{"type":"FOREX_TRADE"}');
    expect(outbox.noticeCount).toBe(3);
    expect(outbox.has(Topic.notice)).toBe(true);
    const frames = outbox.take().map((text) => JSON.parse(text) as { type: string });
    expect(frames).toContainEqual({
      type: Topic.notice,
      data: { items: [{ id: 1 }, { id: 2 }, { id: 3 }] },
    });
    expect(outbox.isEmpty).toBe(true);
  });

  it('forgets them when the user’s topics end (logout), and nothing else', () => {
    const outbox = new Outbox();
    outbox.putNotices([{ id: 1 }]);
    outbox.putClosed([7]);
    outbox.drop(Topic.notice);
    expect(outbox.has(Topic.notice)).toBe(false);
    expect(outbox.closedIdCount).toBe(1);
  });
});
