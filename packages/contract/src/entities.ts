import { z } from 'zod';

/** Wire entities of spec §3. Field names are the spec's; they appear nowhere but here and at the edges. */

export const chartPeriods = ['1min', '5min', '15min', '30min', '60min', '1day'] as const;
export type ChartPeriod = (typeof chartPeriods)[number];

export const leverageOption = z.object({ Value: z.number().int().positive() });

export const quotation = z.object({
  Open: z.number(),
  Close: z.number(),
  /** Percent change of Close against the day's Open. */
  Change: z.number(),
  High: z.number(),
  Low: z.number(),
  Bid: z.number(),
  Ask: z.number(),
});

export const tradingSession = z.object({
  /** 0 = Sunday … 6 = Saturday (UTC). */
  Day: z.number().int().min(0).max(6),
  /** Minutes after 00:00 UTC, open inclusive, close exclusive. */
  Open: z.number().int().min(0).max(1440),
  Close: z.number().int().min(0).max(1440),
});

export const instrument = z.object({
  Id: z.number().int(),
  Code: z.string(),
  ShowCode: z.string(),
  Logo: z.string(),
  CategoryId: z.number().int(),
  /** 1 = open. */
  MarketStatus: z.number().int(),
  PricePrecision: z.number().int(),
  /** Lot step. */
  Pip: z.number(),
  /** Units per lot. */
  ForexContNum: z.number(),
  /** Minimum lots. */
  ForexMinCont: z.number(),
  /** Maximum lots (0 = no maximum). */
  ForexMaxCont: z.number(),
  ForexFeeRate: z.number(),
  /** 1 = fixed margin per lot, otherwise leverage-based. */
  MarginMode: z.number().int(),
  HasForexMultiple: z.array(leverageOption),
  ForexQuotations: quotation,
  Spread: z.number(),
  BaseCurrency: z.string(),
  QuoteCurrency: z.string(),
  Sessions: z.array(tradingSession),
});
export type Instrument = z.infer<typeof instrument>;

export const category = z.object({ Id: z.number().int(), NameShowTrans: z.string() });
export type Category = z.infer<typeof category>;

export const candle = z.object({
  /** Unix seconds of the period's start (UTC). */
  Time: z.number().int(),
  Open: z.number(),
  High: z.number(),
  Low: z.number(),
  Close: z.number(),
  Volume: z.number(),
});
export type Candle = z.infer<typeof candle>;

export const sparkline = z.object({
  ForexId: z.number().int(),
  Code: z.string(),
  Points: z.array(z.number()),
});
export type Sparkline = z.infer<typeof sparkline>;

/** Order status: 0 pending, 1 holding, 2 cancelled, 3 closed. */
export const OrderStatus = { pending: 0, holding: 1, cancelled: 2, closed: 3 } as const;
/** OrderType: 1 buy, 2 sell. */
export const OrderSide = { buy: 1, sell: 2 } as const;
/** Why a position was closed. */
export const CloseReason = {
  user: 1,
  takeProfit: 2,
  stopLoss: 3,
  stopOut: 4,
  operator: 5,
  /** The demo account was reset: its positions closed at the last quote. */
  reset: 6,
} as const;

export const order = z.object({
  Id: z.number().int(),
  ForexId: z.number().int(),
  OrderType: z.number().int(),
  Quantity: z.number(),
  /** Fill price at open. */
  OriginPrice: z.number(),
  /** Requested price: the target of a pending order, else the fill price. */
  Price: z.number(),
  /** Current mark while holding; exit price once closed. */
  UpdatePrice: z.number(),
  FactProfits: z.number(),
  CautionMoney: z.number(),
  TradeFee: z.number(),
  TargetLossPrice: z.number(),
  TargetProfitPrice: z.number(),
  Multiple: z.number().int(),
  Status: z.number().int(),
  CloseReason: z.number().int(),
  /** `YYYY-MM-DD HH:mm:ss` UTC. */
  CreateTimeHandler: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` UTC, empty while open. */
  CompleteTimeHandler: z.string(),
  ForexTradeLists: z.object({
    ShowCode: z.string(),
    Code: z.string(),
    PricePrecision: z.number().int(),
  }),
});
export type Order = z.infer<typeof order>;

export const orderList = z.object({
  data: z.array(order),
  total: z.number().int(),
  all_fact_profits: z.number(),
  balance: z.number(),
});
export type OrderList = z.infer<typeof orderList>;

export const accountSummary = z.object({
  ProfitsTotal: z.number(),
  /** Risk rate in percent; 0 with no positions. */
  HazardRate: z.number(),
  CautionMoneyAll: z.number(),
  Balance: z.number(),
  Equity: z.number(),
  FreeMargin: z.number(),
  TransOrder: z.array(order),
});
export type AccountSummary = z.infer<typeof accountSummary>;

export const user = z.object({
  id: z.number().int(),
  uid: z.string(),
  email: z.string(),
  /** 1 = demo. */
  is_demo: z.number().int(),
  invite_code: z.string(),
});
export type User = z.infer<typeof user>;

export const session = z.object({ token: z.string(), user });
export type Session = z.infer<typeof session>;

export const balance = z.object({ balance: z.number(), lock_balance: z.number() });
export type Balance = z.infer<typeof balance>;

export const basicInfo = z.object({
  service_link: z.string(),
  service_link_type: z.number().int(),
  verify_reg_type: z.number().int(),
  trade_fee_type: z.number().int(),
});
export type BasicInfo = z.infer<typeof basicInfo>;

export const setting = z.object({ key: z.string(), value: z.string() });
export type Setting = z.infer<typeof setting>;

export const areaCode = z.object({
  id: z.number().int(),
  global_code: z.string(),
  code: z.string(),
});
export type AreaCode = z.infer<typeof areaCode>;
