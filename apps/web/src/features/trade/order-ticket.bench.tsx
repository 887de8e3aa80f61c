/**
 * What a new price costs the order ticket: the ticket drawn once with an account and a quote,
 * then the instrument's price moved in the store as the socket's DAY_MARKET does, each move
 * rendered and committed (React's development build, happy-dom: compare runs, not devices).
 *
 *   npm run bench:ticket
 */
import { act, cleanup } from '@testing-library/react';
import { afterAll, bench, describe } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { connectionEvent, quotesReceived } from '../../realtime/connection.ts';
import {
  type LiveMarketQuote,
  useAccountStore,
  useDayMarketStore,
} from '../../realtime/realtime-stores.ts';
import { useSession } from '../../session/session-store.ts';
import {
  accountSummaryFixture,
  demoUserFixture,
  instrumentFixture,
} from '../../test-support/fixtures.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { OrderForm } from './OrderForm.tsx';

await initI18n('en');
// No socket and no server: the ticket's reads (the fee type) answer at once.
globalThis.WebSocket = undefined as never;
globalThis.fetch = async () =>
  new Response(JSON.stringify({ code: 1, msg: 'ok', data: { trade_fee_type: 1 } }));

const eurusd = instrumentFixture();
const quoteAt = (bid: number): LiveMarketQuote => ({
  id: eurusd.Id,
  symbol: eurusd.Code,
  status: 1,
  quotation: {
    open: 1.1,
    close: bid,
    high: 1.2,
    low: 1,
    change: 0,
    volume: 0,
    bid,
    ask: bid + 0.0001,
  },
  move: 0,
});
const summary = accountSummaryFixture();

useSession.setState({ token: 'token', user: demoUserFixture });
useAccountStore.setState({ summary });
useDayMarketStore.setState({ quotes: { [eurusd.Id]: quoteAt(1.1) } });
connectionEvent('opened', Date.now());
quotesReceived([eurusd.Id]);
renderRoutes('/trade', { '/trade': <OrderForm instrument={eurusd} instruments={[eurusd]} /> });
afterAll(() => cleanup());

let step = 0;
describe('the order ticket', () => {
  bench(
    'a new price of its instrument',
    () => {
      step = (step + 1) % 50;
      act(() => {
        useDayMarketStore.setState({ quotes: { [eurusd.Id]: quoteAt(1.1 + step * 0.00001) } });
      });
    },
    { time: 4000, warmupTime: 1500 },
  );
});
