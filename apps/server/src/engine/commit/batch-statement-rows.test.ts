import { OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { describe, expect, it } from 'vitest';
import { holdingOrder } from '../../test-support/engine/test-fixtures.ts';
import { EngineState } from '../engine-state.ts';
import { orderIdOf, userIdOf } from '../ids.ts';
import { LedgerType } from '../ledger-type.ts';
import { Batch } from './batch.ts';
import { batchStatement } from './batch-statement.ts';

/** Text a client or an operator may type, with everything JSON must escape. */
const awkward = 'a "quoted" back\\slash, tab\t, line\nbreak, é 中 🙂 \u2028';

describe('the batch statement parameters', () => {
  it('carry every field of the rows, decimals exact and text escaped', () => {
    const state = new EngineState({ lastOrderId: 40, lastLedgerId: 90 });
    const account = state.addAccount(userIdOf(7), new Decimal('1000.123456'), []);
    const batch = new Batch(state);
    const order = holdingOrder({
      id: 41,
      clientOrderId: awkward,
      requestFingerprint: 'fp-1',
      lots: new Decimal('0.07'),
      requestedPrice: new Decimal('1.123456789012345678'),
      openPrice: new Decimal('-0.000001'),
      stopLoss: new Decimal('1e-7'),
      takeProfit: null,
      margin: new Decimal('12345678901234567890.123456'),
      openedAt: new Date('2026-11-18T12:00:00.987Z'),
      expiresAt: new Date('2026-11-19T00:00:00.250Z'),
      parentId: orderIdOf(40),
      trailingDistance: new Decimal('0.00025'),
    });
    state.addOrder(account, order);
    batch.insertOrder(order);
    batch.book(account, {
      amount: new Decimal('-1.5'),
      type: LedgerType.adjustment,
      memo: awkward,
      orderId: null,
      depositId: 5,
      at: new Date('2026-11-18T12:00:01.001Z'),
    });

    const { parameters } = batchStatement(batch, state, 3);
    const [orders, ledger, accounts, lastOrderId, lastLedgerId, epoch] = parameters;

    expect(JSON.parse(orders as string)).toEqual([
      {
        id: 41,
        user_id: 7,
        instrument_id: order.instrumentId,
        client_order_id: awkward,
        request_fingerprint: 'fp-1',
        side: order.side,
        mode: order.mode,
        lots: '0.07',
        leverage: 100,
        requested_price: '1.123456789012345678',
        created_at: Date.parse('2026-11-18T12:00:00Z'),
        status: OrderStatus.holding,
        open_price: '-0.000001',
        close_price: null,
        margin: '12345678901234567890.123456',
        fee: '7',
        stop_loss: '0.0000001',
        take_profit: null,
        realised_pnl: '0',
        close_reason: 0,
        opened_at: Date.parse('2026-11-18T12:00:00.987Z'),
        closed_at: null,
        expires_at: Date.parse('2026-11-19T00:00:00.250Z'),
        parent_id: 40,
        trailing_distance: '0.00025',
      },
    ]);
    expect(JSON.parse(ledger as string)).toEqual([
      {
        id: 91,
        user_id: 7,
        amount: '-1.5',
        balance_after: '998.623456',
        type: LedgerType.adjustment,
        memo: awkward,
        order_id: null,
        deposit_id: 5,
        withdrawal_id: null,
        created_at: Date.parse('2026-11-18T12:00:01.001Z'),
      },
    ]);
    expect(JSON.parse(accounts as string)).toEqual([
      { user_id: 7, balance: '998.623456', lock_balance: '12345678901234567890.123456' },
    ]);
    expect([lastOrderId, lastLedgerId, epoch]).toEqual([41, 91, 3]);
  });

  it('are empty arrays and no ids for a batch without rows', () => {
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    const parameters = batchStatement(new Batch(state), state, 1).parameters;
    expect(parameters).toEqual(['[]', '[]', '[]', null, null, 1]);
  });
});
