import { z } from 'zod';
import {
  AccountKind,
  AmendKind,
  type ChartPeriod,
  CloseReason,
  CodePurpose,
  chartPeriods,
  DepositKind,
  DrawFeeType,
  DrawKind,
  FundsStatus,
  NewsCategory,
  type NewsCategoryId,
  newsCategoryIds,
  OrderSide,
  OrderStatus,
  ReviewStatus,
  TraderType,
  VerifyRegType,
} from './codes.ts';

export {
  AccountKind,
  AmendKind,
  type ChartPeriod,
  CloseReason,
  CodePurpose,
  chartPeriods,
  DepositKind,
  DrawFeeType,
  DrawKind,
  FundsStatus,
  NewsCategory,
  type NewsCategoryId,
  newsCategoryIds,
  OrderSide,
  OrderStatus,
  ReviewStatus,
  TraderType,
  VerifyRegType,
} from './codes.ts';

/** Wire entities of spec §3. Field names are the spec's; they appear nowhere but here and at the edges. */

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
  /** When a pending order expires, `YYYY-MM-DD HH:mm:ss` UTC; empty when good till cancelled. */
  ExpireTimeHandler: z.string(),
  /**
   * A holding position's stop-out price in the live summary: the price it would close at when the
   * account reaches its stop-out level, this instrument's price alone moving; 0 when no price of
   * it gets there. Absent outside the live summary.
   */
  StopOutPrice: z.number().optional(),
  /** A part closed from a position (partial close): that position's id; absent otherwise. */
  ParentId: z.number().int().optional(),
  /**
   * A holding position's trailing stop: the price distance its stop-loss (TargetLossPrice) keeps
   * behind the price as it moves in the position's favour; absent when none is set.
   */
  TrailingDistance: z.number().optional(),
  ForexTradeLists: z.object({
    ShowCode: z.string(),
    Code: z.string(),
    PricePrecision: z.number().int(),
  }),
});
export type Order = z.infer<typeof order>;

/** What a close-all did: the positions closed, and those that stayed open with why (a catalogue code and its message). */
export const closeAllResult = z.object({
  closed: z.array(order),
  skipped: z.array(z.object({ Id: z.number().int(), Code: z.number().int(), Msg: z.string() })),
});
export type CloseAllResult = z.infer<typeof closeAllResult>;

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
  /** The stop-out level in force, in percent of the risk rate. */
  StopOutLevel: z.number(),
  /** The equity at which the account reaches that level: level × margin / 100; 0 with no positions. */
  StopOutEquity: z.number(),
  TransOrder: z.array(order),
});
export type AccountSummary = z.infer<typeof accountSummary>;

export const user = z.object({
  id: z.number().int(),
  uid: z.string(),
  /** Empty for demo users and users registered by phone only. */
  email: z.string(),
  /** National number without the calling code; empty when none. */
  mobile: z.string(),
  /** Calling code of `mobile` (`+852`), empty when none. */
  area_code: z.string(),
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

/**
 * The operator's risk profile and, under eu_retail, the share of retail accounts that lost money
 * over the last 12 months (null until the job has counted an account that traded).
 */
export const riskWarning = z.object({
  risk_profile: z.enum(['none', 'eu_retail']),
  loss_share_pct: z.number().int().min(0).max(100).nullable(),
});
export type RiskWarning = z.infer<typeof riskWarning>;

export const setting = z.object({ key: z.string(), value: z.string() });
export type Setting = z.infer<typeof setting>;

export const areaCode = z.object({
  id: z.number().int(),
  global_code: z.string(),
  code: z.string(),
});
export type AreaCode = z.infer<typeof areaCode>;

export const captcha = z.object({
  /** Sent back as `key` with the answer in `sms_code`. */
  id: z.string(),
  /** `data:image/png;base64,…` */
  b64s: z.string(),
});
export type Captcha = z.infer<typeof captcha>;

export const codeSent = z.object({
  /** Seconds before another code may be asked for this address. */
  resend_after: z.number().int(),
});
export type CodeSent = z.infer<typeof codeSent>;

/** Site status: status 0 sends the client to loss_address; type 0 is main mode (provider search). */
export const companyStatus = z.object({
  status: z.number().int(),
  loss_address: z.string(),
  type: z.number().int(),
});
export type CompanyStatus = z.infer<typeof companyStatus>;

export const company = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  url: z.string(),
  subject: z.string(),
  registered_address: z.string(),
  location: z.string(),
  email: z.string(),
});
export type Company = z.infer<typeof company>;

export const uploadedImage = z.object({
  /** A short-lived signed link to the stored image; sent back as proofImg / front_pic / reverse_pic. */
  url: z.string(),
});
export type UploadedImage = z.infer<typeof uploadedImage>;

export const realNameCenter = z.object({
  review_status: z.number().int(),
  /** As submitted; empty before. */
  name: z.string(),
  /** Masked but for the last four characters; empty before. */
  card_id: z.string(),
  /** Why the operator sent it back; empty unless rejected. */
  remark: z.string(),
  /** Signed links, shown to the owner only; empty before. */
  front_pic: z.string(),
  reverse_pic: z.string(),
});
export type RealNameCenter = z.infer<typeof realNameCenter>;

export const depositNetwork = z.object({
  id: z.number().int(),
  currency_code: z.string(),
  protocol_code: z.string(),
  address: z.string(),
});
export type DepositNetwork = z.infer<typeof depositNetwork>;

export const wireOption = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  bank_address: z.string(),
  bank_swift: z.string(),
  payee_name: z.string(),
  payee_account: z.string(),
  bank_remark: z.string(),
  /** Currency the option receives, e.g. USD. */
  bank_coin: z.string(),
});
export type WireOption = z.infer<typeof wireOption>;

export const depositInfo = z.object({
  /** 1 when at least one coin network is configured. */
  coin_enabled: z.number().int(),
  /** 1 when at least one wire option is configured. */
  bank_enabled: z.number().int(),
  /** Currencies with wire options (the bank_coin of wire_info). */
  bank_coins: z.array(z.string()),
  /** Smallest deposit accepted, in the deposit's currency. */
  min_number: z.number(),
});
export type DepositInfo = z.infer<typeof depositInfo>;

export const depositRecord = z.object({
  id: z.number().int(),
  number: z.number(),
  /** DepositKind: 0 coin, 1 bank. */
  type: z.number().int(),
  currency_code: z.string(),
  /** FundsStatus. */
  status: z.number().int(),
  /** `YYYY-MM-DD HH:mm:ss` UTC. */
  created_at: z.string(),
  /** The operator's remark (shown when rejected). */
  remark: z.string(),
  /** USD credited once finished, else 0. */
  credited: z.number(),
});
export type DepositRecord = z.infer<typeof depositRecord>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int() });

export const drawCurrency = z.object({
  id: z.number().int(),
  code: z.string(),
  protocol: z.string(),
  /** Units of this currency paid per USD withdrawn. */
  draw_rate: z.number(),
  /** DrawFeeType: 1 fixed, otherwise a rate. */
  fee_type: z.number().int(),
  /** The fixed fee in USD, or the rate (0.01 = 1 %). */
  fee: z.number(),
  usd_price: z.number(),
  /** DrawKind this currency is withdrawn by. */
  type: z.number().int(),
  /** Smallest withdrawal in USD. */
  min_number: z.number(),
});
export type DrawCurrency = z.infer<typeof drawCurrency>;

export const drawMethod = z.object({
  id: z.number().int(),
  /** DrawKind. */
  type: z.number().int(),
  dc_address: z.string(),
  bank_name: z.string(),
  branch_name: z.string(),
  bank_address: z.string(),
  bank_swift: z.string(),
  payee_name: z.string(),
  payee_account: z.string(),
  beneficiary_currency: z.string(),
  remark: z.string(),
  draw_currency: drawCurrency,
});
export type DrawMethod = z.infer<typeof drawMethod>;

export const withdrawRecord = z.object({
  id: z.number().int(),
  /** USD taken from the balance. */
  number: z.number(),
  /** What the operator paid, in the draw currency; 0 until paid. */
  real_number: z.number(),
  /** Expected receipt: (number − fee) × draw_rate, not below 0. */
  expected_number: z.number(),
  draw_currency: z.object({ code: z.string(), protocol: z.string() }),
  fee: z.number(),
  /** FundsStatus. */
  status: z.number().int(),
  /** The status in the request's language. */
  status_name: z.string(),
  created_at: z.string(),
  /** DrawKind. */
  type: z.number().int(),
  address: z.string(),
  payee_account: z.string(),
  /** The trader's memo. */
  notes: z.string(),
  /** The operator's remark (shown when rejected). */
  remark: z.string(),
});
export type WithdrawRecord = z.infer<typeof withdrawRecord>;

export const ledgerItem = z.object({
  Id: z.number().int(),
  Value: z.number(),
  /** LedgerType number. */
  Type: z.number().int(),
  /** The memo key, e.g. financial.ledgerTradeFee. */
  Memo: z.string(),
  /** The memo in the request's language. */
  MemoTran: z.string(),
  /** Balance after the entry. */
  BalanceAfter: z.number(),
  /** `YYYY-MM-DD HH:mm:ss` UTC. */
  CreatedAtTran: z.string(),
});
export type LedgerItem = z.infer<typeof ledgerItem>;

export const accountDetail = z.object({
  balance: z.number(),
  lock_balance: z.number(),
  /** Balance + floating P&L. */
  equity: z.number(),
  /** What may be withdrawn or used as margin now. */
  free_margin: z.number(),
  /** Withdrawals requested and not yet paid or rejected, in USD. */
  withdrawing: z.number(),
});
export type AccountDetail = z.infer<typeof accountDetail>;

// Trader ranking (spec §3 "Trader rank item"; DESIGN §7).

export const traderRankItem = z.object({
  /** Place on the board, from 1. */
  rank: z.number().int(),
  /** The display name: the nickname a real trader chose, or a demo account's masked uid. Never an e-mail or phone. */
  user: z.string(),
  /** TraderType. */
  type: z.number().int(),
  /** The leverage used on most positions closed in the period; 0 when none tells. */
  multiple: z.number().int(),
  /** The instrument traded most in the period: its code and its display name. */
  code: z.string(),
  show_code: z.string(),
  /** Time-weighted return over the period, in percent: deposits and withdrawals are not return. */
  three_week_rate: z.number(),
  /** Share of the period's closed positions whose P&L beat their fee, in percent. */
  three_week_win: z.number(),
  /** Realised P&L less fees over the period, in USD. */
  three_week_profit: z.number(),
  /** Positions closed in the period. */
  three_week_trade_num: z.number().int(),
  /** Time-weighted return since the account's first entry, in percent. */
  total_rate: z.number(),
  /** Positions closed since the account opened. */
  total_trade_num: z.number().int(),
  /** Largest fall of the period's growth from a peak, in percent (0–100), open losses included at their worst. */
  max_drawdown: z.number(),
  /** 1 (calm) to 10 (wild): the leverage used times the yearly volatility of what was traded. */
  risk_score: z.number().int(),
  /** Traders copying this one: always 0, as copy trading is not offered yet. */
  followers: z.number().int(),
});
export type TraderRankItem = z.infer<typeof traderRankItem>;

export const rankBoard = z.object({
  data: z.array(traderRankItem),
  total: z.number().int(),
  /** When the board was computed, `YYYY-MM-DD HH:mm:ss` UTC; empty before the first computation. */
  updated_at: z.string(),
  /** Days the period's figures cover. */
  period_days: z.number().int(),
  /** Closed positions in the period a trader needs to be listed. */
  min_positions: z.number().int(),
});
export type RankBoard = z.infer<typeof rankBoard>;

/** A real trader's own choice about the board. */
export const rankingSetting = z.object({
  /** 1: shown on the board under `nickname`; 0 (the default): not shown. */
  listed: z.number().int(),
  /** The display name; empty until chosen. */
  nickname: z.string(),
  /** The trader's place on the board now; 0 while not on it. */
  rank: z.number().int(),
});
export type RankingSetting = z.infer<typeof rankingSetting>;
// News and announcements (spec §3 News; DESIGN §7): one list and one detail call serve both.

export const newsItem = z.object({
  id: z.number().int(),
  /** In the reader's language, else the broker's default, else any the article has: never empty. */
  title: z.string(),
  /** The summary, plain text. */
  desc: z.string(),
  /** The cover image's link (relative to the API host when PUBLIC_URL is unset); '' without one. */
  logo: z.string(),
  /** Publication time, `YYYY-MM-DD HH:mm:ss` UTC. */
  created_at: z.string(),
  /** NewsCategory. */
  category_id: z.number().int(),
  /** Announcements: 1 when listed before the others. */
  pinned: z.number().int(),
  /** Announcements: 1 when shown once as a pop-up. */
  popup: z.number().int(),
  /** Announcements: the window in which it is shown, `YYYY-MM-DD HH:mm:ss` UTC; '' when open-ended. */
  active_from: z.string(),
  active_to: z.string(),
  /** Announcements, for a signed-in reader: 1 once this account has read it. */
  is_read: z.number().int().optional(),
});
export type NewsItem = z.infer<typeof newsItem>;

/** An article with its body: HTML sanitized by the server when it was saved. */
export const newsDetail = newsItem.extend({ content: z.string() });
export type NewsDetail = z.infer<typeof newsDetail>;

export const newsUnread = z.object({ count: z.number().int() });
export type NewsUnread = z.infer<typeof newsUnread>;
