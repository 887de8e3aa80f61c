import { NoticeKind } from '@tp/contract/codes';
import type { NoticeBody } from '@tp/contract/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, i18n, initI18n } from '../../i18n/i18n.ts';
import { noticeText, queriesChangedBy, type Translate } from './notice-text.ts';

const t = i18n.t.bind(i18n) as unknown as Translate;

const order = { order_id: 12, symbol: 'EUR/USD', lots: '0.10', price: '1.08005' };
const funds = { record_id: 3, amount: '150.50', currency: 'USD' };

beforeAll(async () => {
  await initI18n('en');
});

describe('a notification in the reader’s language', () => {
  it.each<[string, NoticeBody, string, string]>([
    [
      'a pending order filled',
      { kind: NoticeKind.orderFilled, params: { ...order, side: 1 } },
      'Pending order filled',
      'EUR/USD buy 0.10 lot filled at 1.08005',
    ],
    [
      'a stop-loss, with a true minus',
      { kind: NoticeKind.stopLoss, params: { ...order, side: 2, pnl: '-12.30' } },
      'Stop-loss triggered',
      'Stop-loss closed EUR/USD sell 0.10 lot at 1.08005: −12.30',
    ],
    [
      'a take-profit, with its plus',
      { kind: NoticeKind.takeProfit, params: { ...order, side: 1, pnl: '25.00' } },
      'Take-profit triggered',
      'Take-profit closed EUR/USD buy 0.10 lot at 1.08005: +25.00',
    ],
    [
      'a stop-out',
      { kind: NoticeKind.stopOut, params: { ...order, side: 1, pnl: '-4810.00' } },
      'Stop-out',
      'Margin too low: EUR/USD buy 0.10 lot was closed at 1.08005: −4810.00',
    ],
    [
      'a price alert above',
      {
        kind: NoticeKind.priceAlert,
        params: {
          alert_id: 4,
          symbol: 'EUR/USD',
          direction: 1,
          level: '1.08500',
          price: '1.08502',
          repeat: 0,
        },
      },
      'Price alert',
      'EUR/USD rose to 1.08502 (your alert at 1.08500)',
    ],
    [
      'a price alert below',
      {
        kind: NoticeKind.priceAlert,
        params: {
          alert_id: 5,
          symbol: 'XAU/USD',
          direction: 2,
          level: '1990.00',
          price: '1989.50',
          repeat: 1,
        },
      },
      'Price alert',
      'XAU/USD fell to 1989.50 (your alert at 1990.00)',
    ],
    [
      'a margin alert',
      { kind: NoticeKind.marginAlert, params: { level: '150.00', risk_rate: '149.87' } },
      'Margin alert',
      'Your risk rate is 149.87%, below your alert level of 150.00%. Add funds or reduce positions to avoid a stop-out.',
    ],
    [
      'a deposit credited',
      { kind: NoticeKind.depositApproved, params: funds },
      'Deposit credited',
      '150.50 USD has been credited to your balance.',
    ],
    [
      'a deposit rejected with a remark',
      {
        kind: NoticeKind.depositRejected,
        params: { ...funds, currency: 'USDT', remark: 'Proof unreadable' },
      },
      'Deposit rejected',
      'Your deposit of 150.50 USDT was rejected: Proof unreadable',
    ],
    [
      'a deposit rejected without one',
      { kind: NoticeKind.depositRejected, params: { ...funds, remark: '' } },
      'Deposit rejected',
      'Your deposit of 150.50 USD was rejected.',
    ],
    [
      'a withdrawal paid',
      { kind: NoticeKind.withdrawalPaid, params: funds },
      'Withdrawal paid',
      'Your withdrawal of 150.50 USD has been paid out.',
    ],
    [
      'a withdrawal rejected',
      { kind: NoticeKind.withdrawalRejected, params: { ...funds, remark: 'Wrong address' } },
      'Withdrawal rejected',
      'Your withdrawal of 150.50 USD was rejected and returned to your balance: Wrong address',
    ],
    [
      'identity verified',
      { kind: NoticeKind.kycApproved, params: {} },
      'Identity verified',
      'Your identity check has been approved.',
    ],
    [
      'identity returned',
      { kind: NoticeKind.kycRejected, params: { remark: 'The photo is blurred' } },
      'Identity check returned',
      'Your documents were returned: The photo is blurred. Please submit them again.',
    ],
  ])('%s', async (_name, notice, title, body) => {
    await applyLanguage('en');
    expect(noticeText(notice, t, 'en')).toEqual({ title, body });
  });

  it('reads old notifications anew in a language chosen later, with its decimal mark', async () => {
    const notice: NoticeBody = {
      kind: NoticeKind.stopLoss,
      params: { ...order, side: 2, pnl: '-12.30' },
    };
    await applyLanguage('de');
    expect(noticeText(notice, t, 'de')).toEqual({
      title: 'Stop-Loss ausgelöst',
      body: 'Stop-Loss hat EUR/USD Verkauf 0,10 Lot zu 1,08005 geschlossen: −12,30',
    });
    await applyLanguage('hk');
    expect(noticeText(notice, t, 'hk').body).toBe(
      '止損平倉 EUR/USD 賣跌 0.10 手，平倉價 1.08005，盈虧 −12.30',
    );
    await applyLanguage('en');
  });

  it('shows a kind this app does not know yet as a general notice', async () => {
    await applyLanguage('en');
    const unknown = { kind: 'margin_call', params: {} } as unknown as NoticeBody;
    expect(noticeText(unknown, t, 'en')).toEqual({
      title: 'Account notice',
      body: 'Something changed on your account. Update the app to read this notice.',
    });
  });
});

describe('what a notification makes stale', () => {
  it('a fill or a close reloads the order lists and the balance; a KYC decision its centre', () => {
    for (const kind of [NoticeKind.orderFilled, NoticeKind.stopLoss, NoticeKind.stopOut]) {
      expect(queriesChangedBy(kind)).toContainEqual(['myDeal']);
      expect(queriesChangedBy(kind)).toContainEqual(['balance']);
    }
    expect(queriesChangedBy(NoticeKind.depositApproved)).toContainEqual(['depositRecords']);
    expect(queriesChangedBy(NoticeKind.kycRejected)).toEqual([['realNameCenter']]);
    expect(queriesChangedBy('unknown')).toEqual([]);
  });
});
