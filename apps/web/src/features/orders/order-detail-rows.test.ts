import { CloseReason } from '@tp/contract/codes';
import { describe, expect, it } from 'vitest';
import { applyLanguage, i18n, initI18n } from '../../i18n/i18n.ts';
import { orderFixture } from '../../test-support/fixtures.ts';
import { orderDetailRows } from './order-detail-rows.ts';

await initI18n('en');

const ids = (rows: ReturnType<typeof orderDetailRows>) => rows.map((row) => row.id);

describe('order detail rows', () => {
  it('cover every field of spec §3’s Order, with leverage and the close reason once closed', () => {
    const closed = orderFixture(3, {
      Status: 3,
      CloseReason: CloseReason.stopLoss,
      CompleteTimeHandler: '2026-01-05 11:00:00',
    });
    expect(ids(orderDetailRows(closed))).toEqual([
      'id',
      'instrument',
      'side',
      'status',
      'lots',
      'leverage',
      'price',
      'open-price',
      'update-price',
      'margin',
      'fee',
      'stop-loss',
      'take-profit',
      'open-time',
      'close-time',
      'close-reason',
    ]);
    const reason = orderDetailRows(closed).at(-1);
    expect(reason?.value).toEqual({ kind: 'label', key: 'order.reasonStopLoss' });
  });

  it('show a trailing stop in pips after the stop-loss, and its close reason', () => {
    const closed = orderFixture(4, {
      Status: 3,
      CloseReason: CloseReason.trailingStop,
      TrailingDistance: 0.0025,
    });
    const rows = orderDetailRows(closed);
    const trailing = rows.find((row) => row.id === 'trailing-stop');
    expect(ids(rows).indexOf('trailing-stop')).toBe(ids(rows).indexOf('stop-loss') + 1);
    expect(trailing).toMatchObject({ label: 'order.trailingStop', value: { text: '25' } });
    expect(rows.at(-1)?.value).toEqual({ kind: 'label', key: 'order.reasonTrailingStop' });
  });

  it('show a cancelled order by the price it waited for, with no current price', () => {
    const cancelled = orderFixture(4, {
      Status: 2,
      Price: 1.05,
      OriginPrice: 0,
      CompleteTimeHandler: '2026-01-05 11:00:00',
    });
    const rows = orderDetailRows(cancelled);
    expect(ids(rows)).not.toContain('update-price');
    expect(rows.find((row) => row.id === 'price')).toEqual({
      id: 'price',
      label: 'order.targetPrice',
      value: { kind: 'price', price: 1.05 },
    });
    expect(rows.find((row) => row.id === 'status')?.value).toEqual({
      kind: 'label',
      key: 'order.statusCancelled',
    });
  });

  it('word prices after the order’s state, in English and Hong Kong Chinese', async () => {
    const labels = (status: number) =>
      orderDetailRows(orderFixture(1, { Status: status })).map((row) => i18n.t(row.label));
    expect(labels(0)).toContain('Target price');
    expect(labels(1)).toContain('Current price');
    expect(labels(3)).toContain('Close price');
    expect(labels(2)).toContain('Cancel time');
    await applyLanguage('hk');
    expect(labels(0)).toContain('掛單價');
    expect(labels(1)).toEqual(expect.arrayContaining(['止損', '止盈', '倍數', '保證金']));
    expect(i18n.t('order.setStops')).toBe('設定止盈止損');
    await applyLanguage('en');
  });

  it('show when a pending order expires, good till cancelled when it has no expiry', () => {
    const row = (order: ReturnType<typeof orderFixture>) =>
      orderDetailRows(order).find((r) => r.id === 'expiry');
    expect(row(orderFixture(1, { Status: 0 }))).toEqual({
      id: 'expiry',
      label: 'order.expires',
      value: { kind: 'label', key: 'order.goodTillCancelled' },
    });
    expect(row(orderFixture(2, { Status: 0, ExpireTimeHandler: '2026-11-19 00:00:00' }))).toEqual({
      id: 'expiry',
      label: 'order.expires',
      value: { kind: 'time', time: '2026-11-19 00:00:00' },
    });
    // A position that filled keeps the expiry its order had; one that never had one shows none.
    expect(
      row(orderFixture(3, { Status: 1, ExpireTimeHandler: '2026-11-19 00:00:00' })),
    ).toBeDefined();
    expect(row(orderFixture(4, { Status: 1 }))).toBeUndefined();
  });

  it('give an expired order its reason, and an order its owner cancelled none', () => {
    const expired = orderFixture(5, {
      Status: 2,
      CloseReason: CloseReason.expired,
      ExpireTimeHandler: '2026-11-19 00:00:00',
      CompleteTimeHandler: '2026-11-19 00:00:00',
    });
    const reason = orderDetailRows(expired).find((r) => r.id === 'close-reason');
    expect(reason?.value).toEqual({ kind: 'label', key: 'order.reasonExpired' });
    expect(i18n.t('order.reasonExpired')).toBe('Expired');
    const cancelled = orderFixture(6, { Status: 2, CloseReason: 0 });
    expect(orderDetailRows(cancelled).map((r) => r.id)).not.toContain('close-reason');
  });
});
