import type { AccountSummary, Instrument, Order, User } from '@tp/contract/entities';

/** A EUR/USD trade-list item as the server sends it; tests change what they are about. */
export function instrumentFixture(change: Partial<Instrument> = {}): Instrument {
  return {
    Id: 1,
    Code: 'EURUSD',
    ShowCode: 'EUR/USD',
    Logo: '',
    CategoryId: 1,
    MarketStatus: 1,
    PricePrecision: 5,
    Pip: 0.01,
    ForexContNum: 100_000,
    ForexMinCont: 0.01,
    ForexMaxCont: 50,
    ForexFeeRate: 5,
    MarginMode: 2,
    HasForexMultiple: [{ Value: 100 }, { Value: 200 }],
    ForexQuotations: { Open: 1.1, Close: 1.1, Change: 0, High: 1.2, Low: 1, Bid: 1.1, Ask: 1.1001 },
    Spread: 0.0001,
    BaseCurrency: 'EUR',
    QuoteCurrency: 'USD',
    Sessions: [],
    ...change,
  };
}

/** A holding EUR/USD buy of 0.1 lot. */
export function orderFixture(Id: number, change: Partial<Order> = {}): Order {
  return {
    Id,
    ForexId: 1,
    OrderType: 1,
    Quantity: 0.1,
    OriginPrice: 1.1,
    Price: 1.1,
    UpdatePrice: 1.1,
    FactProfits: 0,
    CautionMoney: 110,
    TradeFee: 0.7,
    TargetLossPrice: 0,
    TargetProfitPrice: 0,
    Multiple: 100,
    Status: 1,
    CloseReason: 0,
    CreateTimeHandler: '2026-01-05 10:00:00',
    CompleteTimeHandler: '',
    ExpireTimeHandler: '',
    ForexTradeLists: { ShowCode: 'EUR/USD', Code: 'EURUSD', PricePrecision: 5 },
    ...change,
  };
}

/** A demo account as sign-in answers it: no e-mail, no phone, no invitation code. */
export const demoUserFixture: User = {
  id: 1,
  uid: '100001',
  email: '',
  is_demo: 1,
  invite_code: '',
  mobile: '',
  area_code: '',
};

/** An account with nothing open: 10,000 USD, all of it free; tests change what they are about. */
export function accountSummaryFixture(change: Partial<AccountSummary> = {}): AccountSummary {
  return {
    ProfitsTotal: 0,
    HazardRate: 0,
    CautionMoneyAll: 0,
    Balance: 10_000,
    Equity: 10_000,
    FreeMargin: 10_000,
    StopOutLevel: 50,
    StopOutEquity: 0,
    TransOrder: [],
    ...change,
  };
}
