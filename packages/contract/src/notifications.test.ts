import { describe, expect, it } from 'vitest';
import { NoticeKind, notification } from './notifications.ts';
import { serverMessage, Topic } from './realtime.ts';

const filled = {
  id: 7,
  kind: NoticeKind.orderFilled,
  params: { order_id: 12, symbol: 'EUR/USD', side: 1, lots: '0.10', price: '1.08005' },
  created_at: '2026-11-18 12:00:00',
  read_at: '',
};
const kycRejected = {
  id: 8,
  kind: NoticeKind.kycRejected,
  params: { remark: 'The photo is blurred' },
  created_at: '2026-11-18 12:00:01',
  read_at: '2026-11-18 12:05:00',
};

describe('the NOTICE frame', () => {
  it('carries every notification of a flush with its kind’s figures', () => {
    const frame = { type: Topic.notice, data: { items: [filled, kycRejected] } };
    const parsed = serverMessage.parse(frame);
    expect(parsed).toEqual(frame);
  });

  it('refuses a kind it does not know and figures that do not fit the kind', () => {
    const frame = (item: unknown) => ({ type: Topic.notice, data: { items: [item] } });
    expect(serverMessage.safeParse(frame({ ...filled, kind: 'lottery_won' })).success).toBe(false);
    expect(
      serverMessage.safeParse(frame({ ...filled, params: { ...filled.params, price: 1.08 } }))
        .success,
    ).toBe(false);
    expect(
      serverMessage.safeParse(frame({ ...filled, kind: NoticeKind.stopLoss })).success,
      'a stop-loss names its P&L',
    ).toBe(false);
  });

  it('reads each kind of the catalogue', () => {
    const close = { ...filled.params, pnl: '-12.30' };
    const funds = { record_id: 3, amount: '150.50', currency: 'USD' };
    const bodies = [
      [NoticeKind.orderFilled, filled.params],
      [NoticeKind.stopLoss, close],
      [NoticeKind.takeProfit, close],
      [NoticeKind.stopOut, close],
      [NoticeKind.depositApproved, funds],
      [NoticeKind.depositRejected, { ...funds, remark: 'x' }],
      [NoticeKind.withdrawalPaid, funds],
      [NoticeKind.withdrawalRejected, { ...funds, remark: 'x' }],
      [NoticeKind.kycApproved, {}],
      [NoticeKind.kycRejected, { remark: 'x' }],
      [
        NoticeKind.priceAlert,
        {
          alert_id: 4,
          symbol: 'EUR/USD',
          direction: 1,
          level: '1.08500',
          price: '1.08502',
          repeat: 0,
        },
      ],
      [NoticeKind.marginAlert, { level: '150.00', risk_rate: '149.87' }],
    ] as const;
    expect(bodies.map(([kind]) => kind).sort()).toEqual(Object.values(NoticeKind).sort());
    for (const [kind, params] of bodies) {
      expect(notification.safeParse({ ...filled, kind, params }).success, kind).toBe(true);
    }
  });
});
