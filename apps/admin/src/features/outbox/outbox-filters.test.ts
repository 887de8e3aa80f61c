import { describe, expect, it } from 'vitest';
import { firstOutboxPage, outboxParams, withFilter } from './outbox-filters.ts';

describe('outbox filters', () => {
  it('asks for every message of the first page with no filter set', () => {
    expect(outboxParams(firstOutboxPage)).toEqual({ page: 1, channel: undefined, to: undefined });
  });

  it('sends the channel and the trimmed address when set', () => {
    expect(outboxParams({ page: 3, channel: 'sms', to: ' +852 9123 ' })).toEqual({
      page: 3,
      channel: 'sms',
      to: '+852 9123',
    });
  });

  it('goes back to the first page when a filter changes', () => {
    const onPageFour = { page: 4, channel: 'email', to: '' } as const;
    expect(withFilter(onPageFour, { to: 'alice@' })).toEqual({
      page: 1,
      channel: 'email',
      to: 'alice@',
    });
    expect(withFilter(onPageFour, { channel: 'all' }).page).toBe(1);
  });
});
