import { type Decimal, dec } from '@tp/domain/decimal';
import { bookAmount } from '@tp/domain/money';
import { withdrawalQuote } from '@tp/domain/withdrawal';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { printableText } from '../identity/printable-text.ts';
import { enabledDrawCurrency } from './draw-currencies.ts';
import { destinationLine } from './draw-method-view.ts';
import type { FundsEngine } from './funds-engine.ts';

export type WithdrawForm = {
  draw_currency_id?: number | undefined;
  number?: Decimal | undefined;
  memo?: string | undefined;
  draw_method_id?: number | undefined;
};

async function ownMethod(db: Db, userId: number, id: number | undefined) {
  if (id === undefined) {
    const bound = await db
      .selectFrom('draw_methods')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    throw new ApiError(bound.n === 0 ? 'bindMethodFirst' : 'selectAddress');
  }
  const method = await db
    .selectFrom('draw_methods')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!method) throw new ApiError('drawMethodNotFound');
  return method;
}

/**
 * A withdrawal to one of the user's bound methods: the fee and expected receipt by the domain's
 * rule, then the engine decides against the free margin of that moment and holds the amount.
 */
export async function requestWithdrawal(
  deps: { db: Db; engine: FundsEngine },
  userId: number,
  form: WithdrawForm,
): Promise<number> {
  const method = await ownMethod(deps.db, userId, form.draw_method_id);
  const currencyId = form.draw_currency_id ?? method.draw_currency_id;
  if (currencyId !== method.draw_currency_id) throw new ApiError('drawMethodNotFound');
  const currency = await enabledDrawCurrency(deps.db, currencyId, method.kind);
  if (form.number === undefined) throw new ApiError('enterWithdrawAmount');
  const notes = printableText(form.memo ?? '', 'memo');
  const amount: Decimal = bookAmount(form.number);
  const drawRate = dec(currency.draw_rate);
  const quote = withdrawalQuote({
    amount,
    feeType: currency.fee_type,
    fee: dec(currency.fee),
    drawRate,
  });
  const { withdrawalId } = await deps.engine.requestWithdrawal({
    userId,
    amount,
    minimum: dec(currency.min_number),
    fee: quote.fee,
    drawRate,
    expectedNumber: quote.expectedReceipt,
    kind: method.kind,
    currency: { id: currency.id, code: currency.code, protocol: currency.protocol },
    drawMethodId: method.id,
    address: method.dc_address,
    payeeAccount: method.payee_account,
    destination: destinationLine(method),
    notes,
  });
  return withdrawalId;
}
