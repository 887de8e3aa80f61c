import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  accountLogKey,
  depositRecordsKey,
  withdrawRecordsKey,
} from '../features/history/use-records.ts';
import { realNameCenterKey } from '../features/identity/use-real-name.ts';
import { tradeListKey } from '../features/market/use-trade-list.ts';
import { myDealKey } from '../features/orders/use-my-deal.ts';
import { accountDetailKey } from '../features/wallet/use-account-detail.ts';
import { clearUserQueries } from './query-client.ts';

/** What one trader's app caches about them: the next trader on the phone must see none of it. */
const userKeys: readonly (readonly unknown[])[] = [
  ['balance'],
  myDealKey(1),
  accountDetailKey,
  accountLogKey,
  depositRecordsKey,
  withdrawRecordsKey,
  ['drawMethods', 1, null],
  realNameCenterKey,
];

/** What every visitor sees alike, kept so that the market does not flash empty on a sign-in. */
const sharedKeys: readonly (readonly unknown[])[] = [
  tradeListKey,
  ['categories', 'en'],
  ['kline', 1, '1min'],
  ['basicInfo'],
  ['depositNetworks'],
  ['drawCurrencies', 1],
];

describe('clearUserQueries', () => {
  it("drops every query of the user's own money and identity and keeps the shared ones", () => {
    const client = new QueryClient();
    for (const key of [...userKeys, ...sharedKeys]) client.setQueryData(key, { cached: true });

    clearUserQueries(client);

    for (const key of userKeys) expect(client.getQueryData(key), String(key)).toBeUndefined();
    for (const key of sharedKeys)
      expect(client.getQueryData(key), String(key)).toEqual({ cached: true });
  });

  it('treats a query it does not know as the user’s', () => {
    const client = new QueryClient();
    client.setQueryData(['somethingNew', 1], 42);
    clearUserQueries(client);
    expect(client.getQueryData(['somethingNew', 1])).toBeUndefined();
  });
});
