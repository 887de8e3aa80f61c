import { cleanup, screen } from '@testing-library/react';
import type { AccountSummary } from '@tp/contract/entities';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n.ts';
import { orderFixture } from '../../test-support/fixtures.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { AccountSummaryBar } from './AccountSummaryBar.tsx';
import { withLiveValues } from './live-orders.ts';
import { OrderRow } from './OrderRow.tsx';
import { stopOutEquityText, stopOutPriceText } from './stop-out-text.ts';

await initI18n('en');
const t = i18n.t.bind(i18n);

const summary = (over: Partial<AccountSummary> = {}): AccountSummary => ({
  ProfitsTotal: -20,
  HazardRate: 180,
  CautionMoneyAll: 1100,
  Balance: 900,
  Equity: 1980,
  FreeMargin: 880,
  StopOutLevel: 50,
  StopOutEquity: 550,
  TransOrder: [],
  ...over,
});

afterEach(cleanup);

describe('stop-out price on the orders page', () => {
  it('comes from the live summary with the row’s mark price and P&L', () => {
    const live = orderFixture(1, { StopOutPrice: 1.0745, FactProfits: 3 });
    const [row] = withLiveValues([orderFixture(1)], summary({ TransOrder: [live] }));
    expect(row?.StopOutPrice).toBe(1.0745);
  });

  it('reads as a price, as out of reach, or not at all before the summary', () => {
    expect(stopOutPriceText(t, orderFixture(1, { StopOutPrice: 1.0745 }))).toBe(
      'Stop-out at \u20661.07450\u2069',
    );
    expect(stopOutPriceText(t, orderFixture(1, { StopOutPrice: 0 }))).toBe(
      'Stop-out: out of reach',
    );
    expect(stopOutPriceText(t, orderFixture(1))).toBeNull();
    expect(stopOutEquityText(summary())).toBe('550.00');
    expect(stopOutEquityText(summary({ CautionMoneyAll: 0 }))).toBe('--');
    expect(stopOutEquityText(null)).toBe('--');
  });

  it('shows on a position’s row and in the account’s summary', () => {
    renderRoutes('/', {
      '/': (
        <>
          <AccountSummaryBar summary={summary()} fallback={undefined} />
          <OrderRow order={orderFixture(7, { StopOutPrice: 1.0745 })} onOpen={() => {}} />
        </>
      ),
    });
    expect(screen.getByTestId('order-stop-out-7').textContent).toBe(
      'Stop-out at \u20661.07450\u2069',
    );
    expect(screen.getByTestId('stop-out-equity').textContent).toBe('550.00');
    expect(screen.getByText('Stop-out equity (50%)')).toBeTruthy();
  });
});
