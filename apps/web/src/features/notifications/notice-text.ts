import { NoticeKind } from '@tp/contract/codes';
import type { Language } from '@tp/contract/languages';
import type { NoticeBody } from '@tp/contract/notifications';
import { AlertDirection } from '@tp/domain/price-alert';
import { Side } from '@tp/domain/side';
import type { TranslationKey } from '../../i18n/i18n.ts';
import { formatAmount } from '../../ui/format.ts';

/** What a notification says: a short title and the sentence with its figures. */
export type NoticeText = { title: string; body: string };

export type Translate = (key: TranslationKey, values?: Record<string, string>) => string;

/** A P&L as the trader reads it: a sign on both sides of zero, a true minus. */
export function signedMoney(text: string, lang: Language): string {
  const signed = text.startsWith('-') || /^0(\.0+)?$/.test(text) ? text : `+${text}`;
  return formatAmount(signed, lang).replace('-', '−');
}

function orderValues(
  params: { symbol: string; side: number; lots: string; price: string },
  t: Translate,
  lang: Language,
): Record<string, string> {
  return {
    symbol: params.symbol,
    side: t(params.side === Side.buy ? 'user.noticeBuy' : 'user.noticeSell'),
    lots: formatAmount(params.lots, lang),
    price: formatAmount(params.price, lang),
  };
}

const closeKeys = {
  [NoticeKind.stopLoss]: ['user.noticeStopLossTitle', 'user.noticeStopLoss'],
  [NoticeKind.takeProfit]: ['user.noticeTakeProfitTitle', 'user.noticeTakeProfit'],
  [NoticeKind.stopOut]: ['user.noticeStopOutTitle', 'user.noticeStopOut'],
} as const satisfies Record<string, readonly [TranslationKey, TranslationKey]>;

/**
 * The notification in the reader's language, from its kind and figures: nothing of the sentence
 * is stored, so a change of language reads every notification anew. A kind this app does not
 * know yet (a newer server) still shows, as a general notice.
 */
export function noticeText(notice: NoticeBody, t: Translate, lang: Language): NoticeText {
  const money = (amount: string) => formatAmount(amount, lang);
  const text = (title: TranslationKey, body: TranslationKey, values?: Record<string, string>) => ({
    title: t(title),
    body: t(body, values),
  });
  switch (notice.kind) {
    case NoticeKind.orderFilled:
      return text(
        'user.noticeFilledTitle',
        'user.noticeFilled',
        orderValues(notice.params, t, lang),
      );
    case NoticeKind.stopLoss:
    case NoticeKind.takeProfit:
    case NoticeKind.stopOut: {
      const [title, body] = closeKeys[notice.kind];
      return text(title, body, {
        ...orderValues(notice.params, t, lang),
        pnl: signedMoney(notice.params.pnl, lang),
      });
    }
    case NoticeKind.depositApproved:
      return text('user.noticeDepositApprovedTitle', 'user.noticeDepositApproved', {
        amount: money(notice.params.amount),
        currency: notice.params.currency,
      });
    case NoticeKind.depositRejected: {
      const values = {
        amount: money(notice.params.amount),
        currency: notice.params.currency,
        remark: notice.params.remark,
      };
      return notice.params.remark
        ? text('user.noticeDepositRejectedTitle', 'user.noticeDepositRejected', values)
        : text('user.noticeDepositRejectedTitle', 'user.noticeDepositRejectedPlain', values);
    }
    case NoticeKind.withdrawalPaid:
      return text('user.noticeWithdrawalPaidTitle', 'user.noticeWithdrawalPaid', {
        amount: money(notice.params.amount),
        currency: notice.params.currency,
      });
    case NoticeKind.withdrawalRejected: {
      const values = {
        amount: money(notice.params.amount),
        currency: notice.params.currency,
        remark: notice.params.remark,
      };
      return notice.params.remark
        ? text('user.noticeWithdrawalRejectedTitle', 'user.noticeWithdrawalRejected', values)
        : text('user.noticeWithdrawalRejectedTitle', 'user.noticeWithdrawalRejectedPlain', values);
    }
    case NoticeKind.kycApproved:
      return text('user.noticeKycApprovedTitle', 'user.noticeKycApproved');
    case NoticeKind.kycRejected:
      return text('user.noticeKycRejectedTitle', 'user.noticeKycRejected', {
        remark: notice.params.remark,
      });
    case NoticeKind.priceAlert:
      return text(
        'user.noticePriceAlertTitle',
        notice.params.direction === AlertDirection.below
          ? 'user.noticePriceAlertBelow'
          : 'user.noticePriceAlertAbove',
        {
          symbol: notice.params.symbol,
          price: formatAmount(notice.params.price, lang),
          level: formatAmount(notice.params.level, lang),
        },
      );
    case NoticeKind.marginAlert:
      return text('user.noticeMarginAlertTitle', 'user.noticeMarginAlert', {
        rate: formatAmount(notice.params.risk_rate, lang),
        level: formatAmount(notice.params.level, lang),
      });
    default:
      return text('user.noticeOtherTitle', 'user.noticeOther');
  }
}

const orderKeys = [['myDeal'], ['balance'], ['accountDetail'], ['accountLog']] as const;
const refreshed: Record<string, readonly (readonly string[])[]> = {
  [NoticeKind.orderFilled]: orderKeys,
  [NoticeKind.stopLoss]: orderKeys,
  [NoticeKind.takeProfit]: orderKeys,
  [NoticeKind.stopOut]: orderKeys,
  [NoticeKind.depositApproved]: [
    ['balance'],
    ['accountDetail'],
    ['depositRecords'],
    ['accountLog'],
  ],
  [NoticeKind.depositRejected]: [['depositRecords']],
  [NoticeKind.withdrawalPaid]: [
    ['balance'],
    ['accountDetail'],
    ['withdrawRecords'],
    ['accountLog'],
  ],
  [NoticeKind.withdrawalRejected]: [
    ['balance'],
    ['accountDetail'],
    ['withdrawRecords'],
    ['accountLog'],
  ],
  [NoticeKind.kycApproved]: [['realNameCenter']],
  [NoticeKind.kycRejected]: [['realNameCenter']],
  [NoticeKind.priceAlert]: [['alertList']],
};

/**
 * The cached queries a notification makes stale: a fill or a close reloads the order lists and
 * the balance wherever they are shown (FOREX_CLOSED does it only on the orders page), a decision
 * its records.
 */
export const queriesChangedBy = (kind: string): readonly (readonly string[])[] =>
  refreshed[kind] ?? [];
