/**
 * The wire's plain codes and limits (spec §3, §4): the numbers and names the schemas check and the
 * apps compare against. No schemas here, so that an app can use them without building the
 * validators; `entities.ts`, `notifications.ts` and `favourites.ts` export them too.
 */

export const chartPeriods = ['1min', '5min', '15min', '30min', '60min', '1day'] as const;

export type ChartPeriod = (typeof chartPeriods)[number];

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
  /** A pending order reached its expiry and the engine cancelled it (status cancelled). */
  expired: 7,
  /** A trailing stop's stop-loss was reached (the level it had tightened to). */
  trailingStop: 8,
} as const;

/** Verification-code purposes of send_email / send_sms: 1 register, 2 reset (forgot or change) password. */
export const CodePurpose = { register: 1, reset: 2 } as const;

/** How an account is named at register, forget_password and loginForU: 1 e-mail, 2 phone. */
export const AccountKind = { email: 1, phone: 2 } as const;

/** verify_reg_type: 1 a code by e-mail or SMS, 2 an image captcha. */
export const VerifyRegType = { code: 1, captcha: 2 } as const;

/** amend_password type: 1 `auth_code` is the current password, 2 a code sent to the user's e-mail. */
export const AmendKind = { currentPassword: 1, emailCode: 2 } as const;

/** Review of real-name verification (spec §4): 0 not submitted, 1 under review, 2 verified. */
export const ReviewStatus = { notSubmitted: 0, underReview: 1, verified: 2 } as const;

/** Deposit and withdrawal record status (spec §4). */
export const FundsStatus = { unchecked: 0, finished: 1, rejected: 2, invalid: 3 } as const;

/** Deposit record type: 0 coin (on-chain), 1 bank wire. */
export const DepositKind = { coin: 0, bank: 1 } as const;

/** Withdrawal and bound-method type: 1 coin address, 2 bank account. */
export const DrawKind = { coin: 1, bank: 2 } as const;

/** fee_type of a withdrawal currency: 1 a fixed fee, otherwise a rate of the amount. */
export const DrawFeeType = { fixed: 1, rate: 2 } as const;

/** A trader on the board: 1 a real account (listed by their own choice), 2 a demo account. */
export const TraderType = { real: 1, demo: 2 } as const;

/** Categories of `/api/news/list`: 1 news, 2 announcements. */
export const NewsCategory = { news: 1, announcement: 2 } as const;

export type NewsCategoryId = (typeof NewsCategory)[keyof typeof NewsCategory];

export const newsCategoryIds: readonly NewsCategoryId[] = [
  NewsCategory.news,
  NewsCategory.announcement,
];

// Notifications

/**
 * What the server tells a trader it did to their account on its own (a fill, a stop, a review).
 * Only the kind and its figures are stored and sent; each app writes the sentence in the
 * reader's language, so a change of language reads old notifications anew.
 */
export const NoticeKind = {
  orderFilled: 'order_filled',
  stopLoss: 'stop_loss',
  takeProfit: 'take_profit',
  stopOut: 'stop_out',
  depositApproved: 'deposit_approved',
  depositRejected: 'deposit_rejected',
  withdrawalPaid: 'withdrawal_paid',
  withdrawalRejected: 'withdrawal_rejected',
  kycApproved: 'kyc_approved',
  kycRejected: 'kyc_rejected',
  priceAlert: 'price_alert',
  marginAlert: 'margin_alert',
} as const;
export type NoticeKind = (typeof NoticeKind)[keyof typeof NoticeKind];

/** Notifications per page of notice/list. */
export const noticePageSize = 20;

/** Pages of notice/list a trader may read back: the newest 2,000. */
export const noticePagesMax = 100;

// Favourites

/** Instruments a trader may mark as favourites: a watch list, not a second catalogue. */
export const favouritesMax = 50;
