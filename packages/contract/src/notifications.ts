import { z } from 'zod';
import { NoticeKind } from './codes.ts';

export { NoticeKind, noticePageSize, noticePagesMax } from './codes.ts';

/**
 * Figures are decimal strings as the trader should read them (a price in the instrument's
 * precision, lots and money in 2 places), never floats: "0.10" and "1.08000" keep their zeros.
 */
const figure = z.string().max(48);
const remark = z.string().max(500);

/** A pending order the server filled, or a position it closed: instrument, side (1 buy, 2 sell), lots, price. */
const orderParams = z.object({
  order_id: z.number().int(),
  symbol: z.string().max(64),
  side: z.number().int(),
  lots: figure,
  price: figure,
});
const closeParams = orderParams.extend({ pnl: figure });
/** The record's amount and its currency (USD credited or held), with the operator's remark when refused. */
const fundsParams = z.object({
  record_id: z.number().int(),
  amount: figure,
  currency: z.string().max(16),
});

/**
 * A price alert that fired: the instrument, its direction (1 above, 2 below), the level and the
 * price that crossed it, and whether it waits for the next crossing (repeat 1).
 */
const priceAlertParams = z.object({
  alert_id: z.number().int(),
  symbol: z.string().max(64),
  direction: z.number().int(),
  level: figure,
  price: figure,
  repeat: z.number().int(),
});
/** The risk rate (%) fell under the trader's margin alert level (%). */
const marginAlertParams = z.object({ level: figure, risk_rate: figure });

export const noticeBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal(NoticeKind.orderFilled), params: orderParams }),
  z.object({ kind: z.literal(NoticeKind.stopLoss), params: closeParams }),
  z.object({ kind: z.literal(NoticeKind.takeProfit), params: closeParams }),
  z.object({ kind: z.literal(NoticeKind.stopOut), params: closeParams }),
  z.object({ kind: z.literal(NoticeKind.depositApproved), params: fundsParams }),
  z.object({
    kind: z.literal(NoticeKind.depositRejected),
    params: fundsParams.extend({ remark }),
  }),
  z.object({ kind: z.literal(NoticeKind.withdrawalPaid), params: fundsParams }),
  z.object({
    kind: z.literal(NoticeKind.withdrawalRejected),
    params: fundsParams.extend({ remark }),
  }),
  z.object({ kind: z.literal(NoticeKind.kycApproved), params: z.object({}) }),
  z.object({ kind: z.literal(NoticeKind.kycRejected), params: z.object({ remark }) }),
  z.object({ kind: z.literal(NoticeKind.priceAlert), params: priceAlertParams }),
  z.object({ kind: z.literal(NoticeKind.marginAlert), params: marginAlertParams }),
]);
/** A notification's kind with its figures: what is stored. */
export type NoticeBody = z.infer<typeof noticeBody>;
export type NoticeParams<K extends NoticeKind> = Extract<NoticeBody, { kind: K }>['params'];

const noticeMeta = z.object({
  id: z.number().int(),
  /** `YYYY-MM-DD HH:mm:ss` UTC. */
  created_at: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` UTC once read; '' while unread. */
  read_at: z.string(),
});

/** One notification as the list and the NOTICE topic carry it. */
export const notification = z.intersection(noticeMeta, noticeBody);
export type Notification = z.infer<typeof notification>;

export const noticeUnread = z.object({ count: z.number().int() });
