import { z } from 'zod';
import type { Endpoint } from './endpoints.ts';
import { tradingSession } from './entities.ts';
import { languages } from './languages.ts';
import {
  decimalParam,
  intParam,
  optionalIntParam,
  optionalStringParam,
  stringParam,
} from './params.ts';

/**
 * The back office's running of the broker: operators and roles, two-factor sign-in, the audit
 * trail, the dashboard, users, and configuration. Same rules as `admin-endpoints.ts`.
 */

export const operatorRoles = ['administrator', 'finance', 'support', 'risk'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

export const operatorAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(operatorRoles),
  totpEnabled: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type OperatorAccount = z.infer<typeof operatorAccount>;

export const totpEnrolment = z.object({
  /** Base32 secret, shown once for manual entry. */
  secret: z.string(),
  /** `otpauth://totp/…` for authenticator apps (shown as a QR code). */
  otpauthUrl: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolment>;

export const auditEntry = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  operatorName: z.string(),
  /** Dotted action name, e.g. `deposit.finish`, `instrument.save`, `user.adjustBalance`. */
  action: z.string(),
  /** What was acted on, e.g. `deposit:12`, `user:5`, `setting:stop_out_level`. */
  target: z.string(),
  /** JSON of the state before and after; null where there was none (a creation). */
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const exposureRow = z.object({
  instrumentId: z.number().int(),
  code: z.string(),
  buyLots: z.number(),
  sellLots: z.number(),
  /** Buy lots less sell lots of every open position. */
  netLots: z.number(),
  /** The broker's floating P&L in USD: the traders' floating P&L with its sign turned. */
  brokerPnl: z.number(),
});
export type ExposureRow = z.infer<typeof exposureRow>;

export const riskRow = z.object({
  userId: z.number().int(),
  uid: z.string(),
  email: z.string(),
  isDemo: z.boolean(),
  equity: z.number(),
  margin: z.number(),
  /** Risk rate in percent (equity / margin × 100). */
  riskRate: z.number(),
});
export type RiskRow = z.infer<typeof riskRow>;

export const dashboard = z.object({
  registrationsToday: z.number().int(),
  registrations7d: z.number().int(),
  kycWaiting: z.number().int(),
  depositsWaiting: z.number().int(),
  withdrawalsWaiting: z.number().int(),
  exposure: z.array(exposureRow),
  /** Real and demo accounts whose risk rate is within the warning band above the stop-out level, lowest first. */
  nearStopOut: z.array(riskRow),
  stopOutLevel: z.number(),
});
export type Dashboard = z.infer<typeof dashboard>;

export const userRow = z.object({
  id: z.number().int(),
  uid: z.string(),
  email: z.string(),
  mobile: z.string(),
  isDemo: z.boolean(),
  signInFrozen: z.boolean(),
  tradingFrozen: z.boolean(),
  /** ReviewStatus of real-name verification. */
  kycStatus: z.number().int(),
  balance: z.number(),
  createdAt: z.string(),
});
export type UserRow = z.infer<typeof userRow>;

export const userAccountView = z.object({
  balance: z.number(),
  lockBalance: z.number(),
  equity: z.number(),
  freeMargin: z.number(),
  margin: z.number(),
  floatingPnl: z.number(),
  riskRate: z.number(),
});
export type UserAccountView = z.infer<typeof userAccountView>;

export const adminOrder = z.object({
  id: z.number().int(),
  code: z.string(),
  /** 1 buy, 2 sell. */
  side: z.number().int(),
  lots: z.number(),
  openPrice: z.number(),
  /** Current mark while holding; exit price once closed. */
  price: z.number(),
  margin: z.number(),
  fee: z.number(),
  pnl: z.number(),
  stopLoss: z.number(),
  takeProfit: z.number(),
  /** OrderStatus. */
  status: z.number().int(),
  closeReason: z.number().int(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrder>;

/** A position a stop-out closed: side 1 buy, 2 sell; figures as decimal strings. */
export const adminStopOutPosition = z.object({
  orderId: z.number().int(),
  symbol: z.string(),
  side: z.number().int(),
  lots: z.string(),
  price: z.string(),
  pnl: z.string(),
});
export type AdminStopOutPosition = z.infer<typeof adminStopOutPosition>;

/**
 * One stop-out of a user: the risk rate (%) that set it off and the level (%) in force, the
 * balance before and after (as the ledger shows it), what negative balance protection absorbed,
 * and the positions closed in order. Figures are decimal strings, every digit kept.
 */
export const adminStopOut = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  riskRate: z.string(),
  stopOutLevel: z.string(),
  balanceBefore: z.string(),
  balanceAfter: z.string(),
  correction: z.string(),
  positions: z.array(adminStopOutPosition),
});
export type AdminStopOut = z.infer<typeof adminStopOut>;

export const adminLedgerRow = z.object({
  id: z.number().int(),
  amount: z.number(),
  balanceAfter: z.number(),
  type: z.number().int(),
  memo: z.string(),
  orderId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AdminLedgerRow = z.infer<typeof adminLedgerRow>;

export const userDetail = z.object({
  user: userRow,
  inviteCode: z.string(),
  referrerUid: z.string(),
  account: userAccountView,
  /**
   * The risk disclosure and terms the trader accepted at registration: the documents' version
   * and when (ISO time); null for a demo account or one opened before consents were recorded.
   */
  consent: z.object({ version: z.string(), acceptedAt: z.string() }).nullable(),
});
export type UserDetail = z.infer<typeof userDetail>;

export const instrumentConfig = z.object({
  id: z.number().int(),
  code: z.string(),
  showCode: z.string(),
  categoryId: z.number().int(),
  baseCurrency: z.string(),
  quoteCurrency: z.string(),
  pricePrecision: z.number().int().min(0).max(10),
  contractSize: z.number().positive(),
  minLots: z.number().positive(),
  lotStep: z.number().positive(),
  /** 0 = no maximum. */
  maxLots: z.number().min(0),
  feeRate: z.number().min(0),
  /** 1 fixed margin per lot, otherwise leverage-based. */
  marginMode: z.number().int(),
  leverageOptions: z.array(z.number().int().positive()).max(20),
  /** Full spread in price units, split evenly around the mid. */
  spread: z.number().min(0),
  sessions: z.array(tradingSession).max(50),
  tradingEnabled: z.boolean(),
  sort: z.number().int(),
  /** The class ESMA's leverage caps read. */
  instrumentClass: z.enum([
    'major_fx',
    'other_fx',
    'gold',
    'major_index',
    'other_commodity',
    'other_index',
    'equity',
    'crypto',
  ]),
});
export type InstrumentConfig = z.infer<typeof instrumentConfig>;

export const categoryConfig = z.object({
  id: z.number().int(),
  code: z.string(),
  /** Names by language code; `en` required. */
  names: z.record(z.string(), z.string()),
  sort: z.number().int(),
});
export type CategoryConfig = z.infer<typeof categoryConfig>;

/** Every site setting the operator runs (DESIGN and spec §7 names). */
export const siteSettings = z.object({
  service_link: z.string().max(500),
  /** 1 shown embedded, otherwise opened as a link. */
  service_link_type: z.number().int(),
  /** 1 code by e-mail or SMS, 2 image captcha. */
  verify_reg_type: z.number().int(),
  /** 1 lots × fee rate, otherwise margin × fee rate. */
  trade_fee_type: z.number().int(),
  /** 0 none, 1 area and phone, 3 phone only. */
  is_show_mobile: z.number().int(),
  /** Risk rate (%) at or below which positions are closed. */
  stop_out_level: z.number().min(0).max(1000),
  demo_balance: z.number().min(0),
  company_status: z.number().int(),
  company_type: z.number().int(),
  loss_address: z.string().max(500),
  complaint_email: z.string().max(254),
  register_invite_required: z.number().int(),
  /** The broker's language: what an article is read in when it is not written in the reader's. */
  default_language: z.enum(languages),
  /** none: the instruments' own leverage; eu_retail: ESMA's caps, 50 % close-out, risk warning. */
  risk_profile: z.enum(['none', 'eu_retail']),
});
export type SiteSettings = z.infer<typeof siteSettings>;

const define = <E extends Endpoint>(endpoint: E) => endpoint;
const noParams = z.object({}).passthrough();
const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });

/** Rows per page of the back office's lists. */
export const adminPageSize = 50;

export const adminOperationEndpoints = {
  adminTotpSetup: define({
    method: 'POST',
    path: '/admin-api/totp/setup',
    auth: 'required',
    encoding: 'json',
    params: noParams,
    data: totpEnrolment,
  }),
  adminTotpEnable: define({
    method: 'POST',
    path: '/admin-api/totp/enable',
    auth: 'required',
    encoding: 'json',
    params: z.object({ code: stringParam(8) }),
    data: operatorAccount,
  }),
  adminOperators: define({
    method: 'GET',
    path: '/admin-api/operators',
    auth: 'required',
    encoding: 'query',
    params: noParams,
    data: z.array(operatorAccount),
  }),
  adminSaveOperator: define({
    method: 'POST',
    path: '/admin-api/operators/save',
    auth: 'required',
    encoding: 'json',
    params: z.object({
      /** Absent: a new operator (password then required). */
      id: optionalIntParam(),
      username: stringParam(64),
      role: z.enum(operatorRoles),
      password: optionalStringParam(256),
      disabled: z.boolean().optional(),
      /** True clears the operator's TOTP so that they enrol again. */
      resetTotp: z.boolean().optional(),
    }),
    data: operatorAccount,
  }),
  adminAudit: define({
    method: 'GET',
    path: '/admin-api/audit',
    auth: 'required',
    encoding: 'query',
    params: z.object({
      page: optionalIntParam(),
      operatorId: optionalIntParam(),
      /** Prefix of the action, e.g. `deposit.`. */
      action: optionalStringParam(64),
      /** Exact target, e.g. `user:5`. */
      target: optionalStringParam(64),
    }),
    data: page(auditEntry),
  }),
  adminDashboard: define({
    method: 'GET',
    path: '/admin-api/dashboard',
    auth: 'required',
    encoding: 'query',
    params: noParams,
    data: dashboard,
  }),
  adminUsers: define({
    method: 'GET',
    path: '/admin-api/users',
    auth: 'required',
    encoding: 'query',
    params: z.object({
      /** E-mail, phone or uid (part of, case-insensitive). */
      query: optionalStringParam(254),
      /** 1 real only, 2 demo only; absent both. */
      kind: optionalIntParam(),
      page: optionalIntParam(),
      sort: z.enum(['createdAt', 'balance', 'uid']).optional(),
      order: z.enum(['asc', 'desc']).optional(),
    }),
    data: page(userRow),
  }),
  adminUser: define({
    method: 'GET',
    path: '/admin-api/users/detail',
    auth: 'required',
    encoding: 'query',
    params: z.object({ userId: intParam() }),
    data: userDetail,
  }),
  adminUserOrders: define({
    method: 'GET',
    path: '/admin-api/users/orders',
    auth: 'required',
    encoding: 'query',
    params: z.object({ userId: intParam(), status: optionalIntParam(), page: optionalIntParam() }),
    data: page(adminOrder),
  }),
  adminUserLedger: define({
    method: 'GET',
    path: '/admin-api/users/ledger',
    auth: 'required',
    encoding: 'query',
    params: z.object({ userId: intParam(), page: optionalIntParam() }),
    data: page(adminLedgerRow),
  }),
  adminUserStopOuts: define({
    method: 'GET',
    path: '/admin-api/users/stop-outs',
    auth: 'required',
    encoding: 'query',
    params: z.object({ userId: intParam(), page: optionalIntParam() }),
    data: page(adminStopOut),
  }),
  adminFreezeUser: define({
    method: 'POST',
    path: '/admin-api/users/freeze',
    auth: 'required',
    encoding: 'json',
    params: z.object({
      userId: intParam(),
      signInFrozen: z.boolean().optional(),
      tradingFrozen: z.boolean().optional(),
    }),
    data: userRow,
  }),
  adminAdjustBalance: define({
    method: 'POST',
    path: '/admin-api/users/adjust-balance',
    auth: 'required',
    encoding: 'json',
    params: z.object({
      userId: intParam(),
      /** USD, positive credits, negative debits (never below what the account can give). */
      amount: decimalParam(),
      reason: stringParam(500),
    }),
    data: userAccountView,
  }),
  adminClosePosition: define({
    method: 'POST',
    path: '/admin-api/orders/close',
    auth: 'required',
    encoding: 'json',
    params: z.object({ orderId: intParam(), reason: stringParam(500) }),
    data: adminOrder,
  }),
  adminInstruments: define({
    method: 'GET',
    path: '/admin-api/config/instruments',
    auth: 'required',
    encoding: 'query',
    params: noParams,
    data: z.array(instrumentConfig),
  }),
  adminSaveInstrument: define({
    method: 'POST',
    path: '/admin-api/config/instruments/save',
    auth: 'required',
    encoding: 'json',
    params: instrumentConfig,
    data: instrumentConfig,
  }),
  adminCategories: define({
    method: 'GET',
    path: '/admin-api/config/categories',
    auth: 'required',
    encoding: 'query',
    params: noParams,
    data: z.array(categoryConfig),
  }),
  adminSaveCategory: define({
    method: 'POST',
    path: '/admin-api/config/categories/save',
    auth: 'required',
    encoding: 'json',
    params: categoryConfig.partial({ id: true }),
    data: categoryConfig,
  }),
  adminSettings: define({
    method: 'GET',
    path: '/admin-api/config/settings',
    auth: 'required',
    encoding: 'query',
    params: noParams,
    data: siteSettings,
  }),
  adminSaveSettings: define({
    method: 'POST',
    path: '/admin-api/config/settings/save',
    auth: 'required',
    encoding: 'json',
    params: siteSettings.partial(),
    data: siteSettings,
  }),
} as const;

export type AdminOperationEndpoints = typeof adminOperationEndpoints;

/**
 * Who may call what. Administrators may call everything; a name missing here is open to every
 * signed-in operator (sign-out, own profile, two-factor enrolment).
 */
export const adminRolesOf: Partial<Record<string, readonly OperatorRole[]>> = {
  adminOverview: ['finance', 'support', 'risk'],
  adminDashboard: ['finance', 'support', 'risk'],
  adminSetupChecklist: ['finance', 'support', 'risk'],
  adminOutbox: ['support'],
  adminImageUpload: ['support'],
  adminKycList: ['support', 'finance'],
  adminKycApprove: ['support'],
  adminKycReject: ['support'],
  adminDeposits: ['finance'],
  adminDepositFinish: ['finance'],
  adminDepositReject: ['finance'],
  adminDepositInvalid: ['finance'],
  adminWithdrawals: ['finance'],
  adminWithdrawalPay: ['finance'],
  adminWithdrawalReject: ['finance'],
  adminDepositNetworks: ['finance'],
  adminSaveDepositNetwork: [],
  adminWireOptions: ['finance'],
  adminSaveWireOption: [],
  adminDrawCurrencies: ['finance'],
  adminSaveDrawCurrency: [],
  adminOperators: [],
  adminSaveOperator: [],
  adminAudit: [],
  adminUsers: ['finance', 'support', 'risk'],
  adminUser: ['finance', 'support', 'risk'],
  adminUserOrders: ['finance', 'support', 'risk'],
  adminUserLedger: ['finance', 'support', 'risk'],
  adminUserStopOuts: ['finance', 'support', 'risk'],
  adminFreezeUser: ['support', 'risk'],
  adminAdjustBalance: ['finance'],
  adminClosePosition: ['risk'],
  adminInstruments: ['risk'],
  adminSaveInstrument: ['risk'],
  adminCategories: ['risk'],
  adminSaveCategory: [],
  adminSettings: ['risk'],
  adminSaveSettings: [],
  // The provider directory: support reads it to answer traders about the providers they see;
  // what traders are shown, and whom they are told they deal with, administrators decide.
  adminCompanies: ['support'],
  adminSaveCompany: [],
  adminSetCompanyEnabled: [],
  // Trader ranking.
  adminRanking: ['risk', 'support'],
  adminRankingHide: ['risk', 'support'],
  adminRankingRestore: ['risk', 'support'],
  // The reconciliation of the books: finance and risk read it, finance runs it.
  adminReconciliations: ['finance', 'risk'],
  adminReconciliation: ['finance', 'risk'],
  adminRunReconciliation: ['finance'],
  // News and announcements: the support desk writes them.
  adminArticles: ['support'],
  adminArticle: ['support'],
  adminSaveArticle: ['support'],
  adminPublishArticle: ['support'],
  adminUnpublishArticle: ['support'],
  adminDeleteArticle: ['support'],
  adminPreviewArticle: ['support'],
  adminNewsFeeds: ['support'],
  adminSaveNewsFeed: ['support'],
  adminDeleteNewsFeed: ['support'],
  adminFetchNewsFeed: ['support'],
};
