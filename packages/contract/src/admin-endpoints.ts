import { z } from 'zod';
import { companyInput, companyListParams, companyPage, companyRecord } from './admin-companies.ts';
import { operatorRoles } from './admin-operations.ts';
import { reconciliationPage, reconciliationReport } from './admin-reconciliation.ts';
import type { Endpoint } from './endpoints.ts';
import { captcha, uploadedImage } from './entities.ts';
import {
  decimalParam,
  intParam,
  optionalDecimalParam,
  optionalIntParam,
  optionalStringParam,
  stringParam,
} from './params.ts';

/**
 * The operator back office's HTTP calls, under `/admin-api/`. Same envelope and parameter rules
 * as the trader's endpoints; `auth: 'required'` here means an operator session (999 without one).
 * Field names are the back office's own (camelCase): no spec client depends on them.
 */

export const operator = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(operatorRoles),
  /** False until the operator has enrolled an authenticator: only enrolment is open then. */
  totpEnabled: z.boolean(),
});
export type Operator = z.infer<typeof operator>;

export const operatorSession = z.object({ token: z.string(), operator });
export type OperatorSession = z.infer<typeof operatorSession>;

export const overviewInstrument = z.object({
  id: z.number().int(),
  code: z.string(),
  showCode: z.string(),
  pricePrecision: z.number().int(),
  /** 1 = open (sessions and the operator switch), 0 = closed. */
  marketStatus: z.number().int(),
  tradingEnabled: z.boolean(),
  bid: z.number().nullable(),
  ask: z.number().nullable(),
  /** ISO time of the last quote, null before the first one. */
  quotedAt: z.string().nullable(),
});
export type OverviewInstrument = z.infer<typeof overviewInstrument>;

export const overview = z.object({
  users: z.number().int(),
  demoUsers: z.number().int(),
  openPositions: z.number().int(),
  pendingOrders: z.number().int(),
  instrumentCount: z.number().int(),
  openInstrumentCount: z.number().int(),
  instruments: z.array(overviewInstrument),
});
export type Overview = z.infer<typeof overview>;

/** A message the platform sent (or tried to): kept in the outbox whatever the channel. */
export const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** `outbox`: kept only (no provider configured); `sent`: handed to SMTP / the SMS provider; `failed`. */
  status: z.enum(['outbox', 'sent', 'failed']),
  error: z.string(),
  /** ISO time. */
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxPage = z.object({ items: z.array(outboxMessage), total: z.number().int() });
export type OutboxPage = z.infer<typeof outboxPage>;

/** Outbox messages per page. */
export const outboxPageSize = 50;

/** Funds and identity under review (field names the back office's own). */
export const kycReview = z.object({
  userId: z.number().int(),
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  /** In full: operators see what was submitted. */
  cardId: z.string(),
  /** ReviewStatus. */
  reviewStatus: z.number().int(),
  remark: z.string(),
  /** Signed links, valid a few minutes. */
  frontUrl: z.string(),
  backUrl: z.string(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type KycReview = z.infer<typeof kycReview>;

export const depositReview = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  uid: z.string(),
  email: z.string(),
  /** DepositKind: 0 coin, 1 bank. */
  type: z.number().int(),
  number: z.number(),
  currencyCode: z.string(),
  /** Network protocol or the wire option's bank name. */
  channel: z.string(),
  address: z.string(),
  proofUrl: z.string(),
  /** FundsStatus. */
  status: z.number().int(),
  remark: z.string(),
  credited: z.number(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type DepositReview = z.infer<typeof depositReview>;

export const withdrawalReview = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  uid: z.string(),
  email: z.string(),
  /** DrawKind. */
  type: z.number().int(),
  number: z.number(),
  fee: z.number(),
  expectedNumber: z.number(),
  realNumber: z.number(),
  currencyCode: z.string(),
  protocol: z.string(),
  /** Coin address, or the bank fields in one line. */
  destination: z.string(),
  notes: z.string(),
  status: z.number().int(),
  remark: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type WithdrawalReview = z.infer<typeof withdrawalReview>;

const reviewPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });

export const depositNetworkConfig = z.object({
  id: z.number().int(),
  currencyCode: z.string(),
  protocolCode: z.string(),
  address: z.string(),
  /** USD credited per unit, a suggestion for the operator finishing a deposit. */
  usdPrice: z.number(),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type DepositNetworkConfig = z.infer<typeof depositNetworkConfig>;

export const wireOptionConfig = z.object({
  id: z.number().int(),
  bankName: z.string(),
  bankAddress: z.string(),
  bankSwift: z.string(),
  payeeName: z.string(),
  payeeAccount: z.string(),
  bankRemark: z.string(),
  bankCoin: z.string(),
  usdPrice: z.number(),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type WireOptionConfig = z.infer<typeof wireOptionConfig>;

export const drawCurrencyConfig = z.object({
  id: z.number().int(),
  code: z.string(),
  protocol: z.string(),
  /** DrawKind this currency is withdrawn by. */
  type: z.number().int(),
  drawRate: z.number(),
  /** DrawFeeType. */
  feeType: z.number().int(),
  fee: z.number(),
  usdPrice: z.number(),
  minNumber: z.number(),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type DrawCurrencyConfig = z.infer<typeof drawCurrencyConfig>;

const reviewListParams = z.object({
  /** Status filter; absent for all. */
  status: optionalIntParam(),
  page: optionalIntParam(),
  /** Part of the uid or e-mail. */
  user: optionalStringParam(254),
});

/** Review rows per page. */
export const reviewPageSize = 50;

/** A trader on the computed ranking as the back office sees it (field names the back office's own). */
export const adminRankRow = z.object({
  /** Place among every trader computed, hidden ones included. */
  rank: z.number().int(),
  userId: z.number().int(),
  uid: z.string(),
  /** The display name traders see: the chosen nickname, or the demo account's masked uid. */
  displayName: z.string(),
  /** TraderType: 1 real, 2 demo. */
  type: z.number().int(),
  /** Shown to traders now: a demo account, or a real trader who has opted in and not out since. */
  listed: z.boolean(),
  /** Hidden by an operator: never shown until restored. */
  hidden: z.boolean(),
  hiddenReason: z.string(),
  /** ISO time the trader was hidden; null when not hidden. */
  hiddenAt: z.string().nullable(),
  /** The figures as computed (percentages and USD, as the trader app shows them); null for a hidden trader the last computation left out. */
  figures: z
    .object({
      threeWeekRate: z.number(),
      threeWeekWin: z.number(),
      threeWeekProfit: z.number(),
      threeWeekTradeNum: z.number().int(),
      totalRate: z.number(),
      totalTradeNum: z.number().int(),
      maxDrawdown: z.number(),
      riskScore: z.number().int(),
      multiple: z.number().int(),
      code: z.string(),
      /** The board's order: return less twice the drawdown, in percent. */
      score: z.number(),
    })
    .nullable(),
});
export type AdminRankRow = z.infer<typeof adminRankRow>;

export const adminRankPage = z.object({
  items: z.array(adminRankRow),
  total: z.number().int(),
  /** ISO time of the last computation; null before the first. */
  updatedAt: z.string().nullable(),
});
export type AdminRankPage = z.infer<typeof adminRankPage>;

/** Ranking rows per page of the back office's board. */
export const adminRankPageSize = 50;

/**
 * What a broker must configure before real traders can move money, in the order an operator
 * would set it up: a deposit network, a bank wire option, a withdrawal currency. Each is done
 * once one is enabled (a disabled one reaches no trader).
 */
export const setupChecklistItems = ['depositNetwork', 'wireOption', 'drawCurrency'] as const;
export type SetupChecklistItem = (typeof setupChecklistItems)[number];

export const setupChecklist = z.object({
  items: z.array(z.object({ key: z.enum(setupChecklistItems), done: z.boolean() })),
});
export type SetupChecklist = z.infer<typeof setupChecklist>;

const define = <E extends Endpoint>(endpoint: E) => endpoint;
const noParams = z.object({}).passthrough();
/** Passwords are taken as typed: no trimming. */
const passwordParam = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.string().min(1).max(256),
);

export const adminEndpoints = {
  adminLogin: define({
    method: 'POST',
    path: '/admin-api/login',
    auth: 'none',
    encoding: 'json',
    params: z.object({
      username: stringParam(64),
      password: passwordParam,
      /** The authenticator's current code; required once the operator has enrolled. */
      totp: optionalStringParam(8),
      /** The back office's own random id in this browser: a device that signed in before skips the captcha. */
      deviceId: optionalStringParam(128),
      /** After a few failures: the id of an `adminCaptcha` and the characters it shows. */
      captchaKey: optionalStringParam(64),
      captchaCode: optionalStringParam(16),
    }),
    data: operatorSession,
  }),
  /** A picture code for the login, asked for after a few failed sign-ins. */
  adminCaptcha: define({
    method: 'GET',
    path: '/admin-api/captcha',
    auth: 'none',
    encoding: 'query',
    params: noParams,
    data: captcha,
  }),
  adminMe: define({
    method: 'GET',
    path: '/admin-api/me',
    auth: 'required',
    encoding: 'query',
    params: noParams,
    data: operator,
  }),
  adminLogout: define({
    method: 'POST',
    path: '/admin-api/logout',
    auth: 'required',
    encoding: 'json',
    params: noParams,
    data: z.null(),
  }),
  adminOverview: define({
    method: 'GET',
    path: '/admin-api/overview',
    auth: 'required',
    encoding: 'query',
    params: noParams,
    data: overview,
  }),
  /**
   * An image the broker publishes (a news cover, a provider's logo): re-encoded like a trader's
   * upload, then public at a link that does not expire (`publicImagePath`), unlike a trader's
   * documents. multipart/form-data with one file in the field `file`.
   */
  adminImageUpload: define({
    method: 'POST',
    path: '/admin-api/images',
    auth: 'required',
    encoding: 'form',
    params: noParams,
    data: uploadedImage,
  }),
  adminOutbox: define({
    method: 'GET',
    path: '/admin-api/outbox',
    auth: 'required',
    encoding: 'query',
    params: z.object({
      page: optionalIntParam(),
      channel: z.enum(['email', 'sms']).optional(),
      /** Part of the address, case-insensitive. */
      to: optionalStringParam(254),
    }),
    data: outboxPage,
  }),
  adminKycList: define({
    method: 'GET',
    path: '/admin-api/kyc',
    auth: 'required',
    encoding: 'query',
    params: reviewListParams,
    data: reviewPage(kycReview),
  }),
  adminKycApprove: define({
    method: 'POST',
    path: '/admin-api/kyc/approve',
    auth: 'required',
    encoding: 'json',
    params: z.object({ userId: intParam() }),
    data: kycReview,
  }),
  adminKycReject: define({
    method: 'POST',
    path: '/admin-api/kyc/reject',
    auth: 'required',
    encoding: 'json',
    params: z.object({ userId: intParam(), remark: optionalStringParam(500) }),
    data: kycReview,
  }),
  adminDeposits: define({
    method: 'GET',
    path: '/admin-api/deposits',
    auth: 'required',
    encoding: 'query',
    params: reviewListParams,
    data: reviewPage(depositReview),
  }),
  adminDepositFinish: define({
    method: 'POST',
    path: '/admin-api/deposits/finish',
    auth: 'required',
    encoding: 'json',
    /** `credited`: USD to credit; absent = number × the channel's usd price. */
    params: z.object({ id: intParam(), credited: optionalDecimalParam() }),
    data: depositReview,
  }),
  adminDepositReject: define({
    method: 'POST',
    path: '/admin-api/deposits/reject',
    auth: 'required',
    encoding: 'json',
    params: z.object({ id: intParam(), remark: optionalStringParam(500) }),
    data: depositReview,
  }),
  adminDepositInvalid: define({
    method: 'POST',
    path: '/admin-api/deposits/invalid',
    auth: 'required',
    encoding: 'json',
    params: z.object({ id: intParam(), remark: optionalStringParam(500) }),
    data: depositReview,
  }),
  adminWithdrawals: define({
    method: 'GET',
    path: '/admin-api/withdrawals',
    auth: 'required',
    encoding: 'query',
    params: reviewListParams,
    data: reviewPage(withdrawalReview),
  }),
  adminWithdrawalPay: define({
    method: 'POST',
    path: '/admin-api/withdrawals/pay',
    auth: 'required',
    encoding: 'json',
    /** `realNumber`: what was paid, in the draw currency. */
    params: z.object({ id: intParam(), realNumber: decimalParam() }),
    data: withdrawalReview,
  }),
  adminWithdrawalReject: define({
    method: 'POST',
    path: '/admin-api/withdrawals/reject',
    auth: 'required',
    encoding: 'json',
    params: z.object({ id: intParam(), remark: optionalStringParam(500) }),
    data: withdrawalReview,
  }),
  adminDepositNetworks: define({
    method: 'GET',
    path: '/admin-api/config/deposit-networks',
    auth: 'required',
    encoding: 'query',
    params: noParams,
    data: z.array(depositNetworkConfig),
  }),
  adminSaveDepositNetwork: define({
    method: 'POST',
    path: '/admin-api/config/deposit-networks/save',
    auth: 'required',
    encoding: 'json',
    /** Without `id` a new one. */
    params: depositNetworkConfig.partial({ id: true, sort: true, enabled: true, usdPrice: true }),
    data: depositNetworkConfig,
  }),
  adminWireOptions: define({
    method: 'GET',
    path: '/admin-api/config/wire-options',
    auth: 'required',
    encoding: 'query',
    params: noParams,
    data: z.array(wireOptionConfig),
  }),
  adminSaveWireOption: define({
    method: 'POST',
    path: '/admin-api/config/wire-options/save',
    auth: 'required',
    encoding: 'json',
    params: wireOptionConfig.partial({
      id: true,
      sort: true,
      enabled: true,
      usdPrice: true,
      bankRemark: true,
    }),
    data: wireOptionConfig,
  }),
  adminDrawCurrencies: define({
    method: 'GET',
    path: '/admin-api/config/draw-currencies',
    auth: 'required',
    encoding: 'query',
    params: noParams,
    data: z.array(drawCurrencyConfig),
  }),
  adminSetupChecklist: define({
    method: 'GET',
    path: '/admin-api/setup-checklist',
    auth: 'required',
    encoding: 'query',
    params: noParams,
    data: setupChecklist,
  }),
  adminSaveDrawCurrency: define({
    method: 'POST',
    path: '/admin-api/config/draw-currencies/save',
    auth: 'required',
    encoding: 'json',
    params: drawCurrencyConfig.partial({ id: true, sort: true, enabled: true, minNumber: true }),
    data: drawCurrencyConfig,
  }),
  // The provider directory of main mode (`admin-companies.ts`).
  adminCompanies: define({
    method: 'GET',
    path: '/admin-api/config/companies',
    auth: 'required',
    encoding: 'query',
    params: companyListParams,
    data: companyPage,
  }),
  /** Creates a provider (no `id`) or replaces every field of one; the logo must be a published image. */
  adminSaveCompany: define({
    method: 'POST',
    path: '/admin-api/config/companies/save',
    auth: 'required',
    encoding: 'json',
    params: companyInput,
    data: companyRecord,
  }),
  /** Shows a provider to traders again, or hides it: a disabled one is never answered by getCompany. */
  adminSetCompanyEnabled: define({
    method: 'POST',
    path: '/admin-api/config/companies/enable',
    auth: 'required',
    encoding: 'json',
    params: z.object({ id: intParam(), enabled: z.boolean() }),
    data: companyRecord,
  }),
  // Trader ranking: the computed board, and hiding a trader from it (audited).
  adminRanking: define({
    method: 'GET',
    path: '/admin-api/ranking',
    auth: 'required',
    encoding: 'query',
    params: z.object({
      page: optionalIntParam(),
      /** `board`: every trader computed, in order; `hidden`: the traders operators hid. */
      view: z.enum(['board', 'hidden']).optional(),
    }),
    data: adminRankPage,
  }),
  adminRankingHide: define({
    method: 'POST',
    path: '/admin-api/ranking/hide',
    auth: 'required',
    encoding: 'json',
    params: z.object({ userId: intParam(), reason: optionalStringParam(200) }),
    data: z.null(),
  }),
  adminRankingRestore: define({
    method: 'POST',
    path: '/admin-api/ranking/restore',
    auth: 'required',
    encoding: 'json',
    params: z.object({ userId: intParam() }),
    data: z.null(),
  }),
  // The reconciliation of the books (`admin-reconciliation.ts`).
  adminReconciliations: define({
    method: 'GET',
    path: '/admin-api/reconciliation',
    auth: 'required',
    encoding: 'query',
    params: z.object({ page: optionalIntParam() }),
    data: reconciliationPage,
  }),
  adminReconciliation: define({
    method: 'GET',
    path: '/admin-api/reconciliation/report',
    auth: 'required',
    encoding: 'query',
    params: z.object({ id: intParam() }),
    data: reconciliationReport,
  }),
  /** Reconciles the books now (audited); answers the report once it is stored. */
  adminRunReconciliation: define({
    method: 'POST',
    path: '/admin-api/reconciliation/run',
    auth: 'required',
    encoding: 'json',
    params: z.object({}),
    data: reconciliationReport,
  }),
} as const;

export type AdminEndpoints = typeof adminEndpoints;
export type AdminEndpointName = keyof AdminEndpoints;
export type AdminParamsOf<N extends AdminEndpointName> = z.input<AdminEndpoints[N]['params']>;
export type AdminDataOf<N extends AdminEndpointName> = z.infer<AdminEndpoints[N]['data']>;

/** Prefix of every back-office call; the static server never answers HTML under it. */
export const adminApiPrefix = '/admin-api/';
