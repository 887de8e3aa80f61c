import { FundsStatus, OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { lockedFunds } from '@tp/domain/locked-funds';
import { expect } from 'vitest';
import type { Db } from '../../db/database.ts';
import type { EngineApi } from '../../engine/engine-api.ts';
import { LedgerType } from '../../engine/ledger-type.ts';
import { ledgerCheck } from '../../test-support/api-test-client.ts';

const sum = (values: Decimal.Value[]) =>
  values.reduce<Decimal>((t, v) => t.plus(v), new Decimal(0));

/**
 * The books of one user with money coming in and going out: balance = Σ ledger and never below
 * zero; lock_balance = margin of holding orders + reserve of pending ones + amounts of
 * withdrawals under review; each finished deposit credited once by exactly its figure and no
 * other deposit credited; each withdrawal held once, then paid (an entry of 0) or released
 * (its amount back) or still held; and the engine's memory agrees with the database.
 */
export async function expectFundsBooksOf(db: Db, userId: number, engine: EngineApi): Promise<void> {
  const label = `user ${userId}`;
  const { balance, ledgerSum } = await ledgerCheck(db, userId);
  expect(balance.toString(), `${label}: balance = Σ ledger`).toBe(ledgerSum.toString());
  expect(balance.gte(0), `${label}: balance ${balance} not below zero`).toBe(true);

  const orders = await db
    .selectFrom('orders')
    .select(['status', 'margin', 'fee'])
    .where('user_id', '=', userId)
    .where('status', 'in', [OrderStatus.holding, OrderStatus.pending])
    .execute();
  const withdrawals = await db
    .selectFrom('withdrawals')
    .select(['id', 'status', 'amount'])
    .where('user_id', '=', userId)
    .execute();
  const held = sum(
    withdrawals.filter((w) => w.status === FundsStatus.unchecked).map((w) => w.amount),
  );
  const funds = (o: (typeof orders)[number]) => ({
    margin: new Decimal(o.margin),
    fee: new Decimal(o.fee),
  });
  const locked = lockedFunds({
    holding: orders.filter((o) => o.status === OrderStatus.holding).map(funds),
    pending: orders.filter((o) => o.status === OrderStatus.pending).map(funds),
    withdrawing: [held],
  });
  const account = await db
    .selectFrom('accounts')
    .select('lock_balance')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  expect(new Decimal(account.lock_balance).toString(), `${label}: lock_balance`).toBe(
    locked.toString(),
  );

  const inMemory = await engine.balance(userId);
  expect(inMemory.balance.toString(), `${label}: engine balance`).toBe(balance.toString());
  expect(inMemory.lockBalance.toString(), `${label}: engine lock`).toBe(locked.toString());
  const detail = await engine.accountDetail(userId);
  expect(detail.withdrawing.toString(), `${label}: withdrawing`).toBe(held.toString());
  expect(detail.freeMargin.lte(balance), `${label}: free margin within the balance`).toBe(true);

  await expectDepositsBooked(db, userId);
  await expectWithdrawalsBooked(db, userId, withdrawals);
}

async function expectDepositsBooked(db: Db, userId: number): Promise<void> {
  const deposits = await db
    .selectFrom('deposits')
    .select(['id', 'status', 'credited'])
    .where('user_id', '=', userId)
    .execute();
  const entries = await db
    .selectFrom('ledger_entries')
    .select(['deposit_id', 'amount', 'type'])
    .where('user_id', '=', userId)
    .where('deposit_id', 'is not', null)
    .execute();
  for (const deposit of deposits) {
    const mine = entries.filter((e) => e.deposit_id === deposit.id);
    const expected =
      deposit.status === FundsStatus.finished
        ? [{ type: LedgerType.deposit, amount: new Decimal(deposit.credited).toString() }]
        : [];
    expect(
      mine.map((e) => ({ type: e.type, amount: new Decimal(e.amount).toString() })),
      `deposit ${deposit.id} (status ${deposit.status})`,
    ).toEqual(expected);
  }
}

async function expectWithdrawalsBooked(
  db: Db,
  userId: number,
  withdrawals: { id: number; status: number; amount: string }[],
): Promise<void> {
  const entries = await db
    .selectFrom('ledger_entries')
    .select(['withdrawal_id', 'amount', 'type'])
    .where('user_id', '=', userId)
    .where('withdrawal_id', 'is not', null)
    .orderBy('id')
    .execute();
  for (const withdrawal of withdrawals) {
    const amount = new Decimal(withdrawal.amount);
    const mine = entries
      .filter((e) => e.withdrawal_id === withdrawal.id)
      .map((e) => ({ type: e.type, amount: new Decimal(e.amount).toString() }));
    const hold = { type: LedgerType.withdrawalHold, amount: amount.neg().toString() };
    const expected =
      withdrawal.status === FundsStatus.unchecked
        ? [hold]
        : withdrawal.status === FundsStatus.finished
          ? [hold, { type: LedgerType.withdrawalPaid, amount: '0' }]
          : [hold, { type: LedgerType.withdrawalRelease, amount: amount.toString() }];
    expect(mine, `withdrawal ${withdrawal.id} (status ${withdrawal.status})`).toEqual(expected);
  }
}
