import type { AdminParamsOf } from '@tp/contract/admin-endpoints';

/** The outbox's channel filter: every channel, or one. */
export const outboxChannels = ['all', 'email', 'sms'] as const;
export type OutboxChannelFilter = (typeof outboxChannels)[number];

export type OutboxFilters = { page: number; channel: OutboxChannelFilter; to: string };

export const firstOutboxPage: OutboxFilters = { page: 1, channel: 'all', to: '' };

/** adminOutbox's parameters for the filters: unset filters are left out, the address trimmed. */
export function outboxParams(filters: OutboxFilters): AdminParamsOf<'adminOutbox'> {
  const to = filters.to.trim();
  return {
    page: filters.page,
    channel: filters.channel === 'all' ? undefined : filters.channel,
    to: to === '' ? undefined : to,
  };
}

/** A new filter starts again from the first page; turning the page keeps the filters. */
export function withFilter(
  filters: OutboxFilters,
  change: Partial<Pick<OutboxFilters, 'channel' | 'to'>>,
): OutboxFilters {
  return { ...filters, ...change, page: 1 };
}
