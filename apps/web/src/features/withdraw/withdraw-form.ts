import { DrawKind } from '@tp/contract/codes';
import type { DrawCurrency, DrawMethod } from '@tp/contract/entities';
import { Decimal, dec } from '@tp/domain/decimal';
import { balanceScale } from '@tp/domain/money';
import { type WithdrawalQuote, withdrawalError, withdrawalQuote } from '@tp/domain/withdrawal';
import type { CallParams } from '../../api/api-client.ts';
import { parseAmount } from '../trade/parse-amount.ts';

export type WithdrawFields = {
  currencyId: number | null;
  methodId: number | null;
  /** USD, as typed. */
  amount: string;
  memo: string;
};

/** Every message the form can show: keys of the withdraw area. */
export type WithdrawError =
  | 'chooseCurrency'
  | 'bindMethodFirst'
  | 'selectAddress'
  | 'selectAccount'
  | 'enterAmount'
  | 'belowMinimum'
  | 'aboveFreeMargin';

export type WithdrawContext = {
  /** A coin address or a bank account: what the trader is asked to pick is named after it. */
  kind?: (typeof DrawKind)[keyof typeof DrawKind];
  currency: DrawCurrency | undefined;
  /** The methods bound for the chosen currency. */
  methods: readonly DrawMethod[];
  /** From forexDetail; undefined until it has loaded, when the server alone judges. */
  freeMargin: number | undefined;
};

/**
 * Why the withdrawal cannot be sent, first problem first (spec §5): a currency, a bound method,
 * a chosen one, then the amount by the domain's rule (positive, the minimum, the free margin).
 */
export function withdrawFormError(
  fields: WithdrawFields,
  context: WithdrawContext,
): WithdrawError | null {
  const { currency, methods } = context;
  if (!currency) return 'chooseCurrency';
  if (methods.length === 0) return 'bindMethodFirst';
  if (!methods.some((method) => method.id === fields.methodId)) {
    return context.kind === DrawKind.bank ? 'selectAccount' : 'selectAddress';
  }
  return withdrawalError({
    amount: parseAmount(fields.amount) ?? new Decimal(0),
    minimum: dec(currency.min_number),
    freeMargin: context.freeMargin === undefined ? new Decimal(Infinity) : dec(context.freeMargin),
  });
}

/**
 * The method the withdrawal goes to: the one the trader picked while it is still bound, else
 * the only one bound, so a trader with one address or account need not pick it.
 */
export function chosenMethodId(
  methods: readonly DrawMethod[],
  picked: number | null,
): number | null {
  if (methods.some((method) => method.id === picked)) return picked;
  const [only, ...others] = methods;
  return only && others.length === 0 ? only.id : null;
}

/** The fee and the expected receipt of the amount as typed, by the domain's formula. */
export function withdrawPreview(
  amountText: string,
  currency: DrawCurrency | undefined,
): WithdrawalQuote | undefined {
  const amount = parseAmount(amountText);
  if (!currency || !amount?.gt(0)) return undefined;
  return withdrawalQuote({
    amount,
    feeType: currency.fee_type,
    fee: dec(currency.fee),
    drawRate: dec(currency.draw_rate),
  });
}

/** "All": the free margin cut down to cents, never rounded up past what may leave. */
export function withdrawAllAmount(freeMargin: number): string {
  const cents = dec(Math.max(0, freeMargin)).toDecimalPlaces(balanceScale, Decimal.ROUND_DOWN);
  return cents.toFixed(balanceScale);
}

export function withdrawRequest(fields: WithdrawFields): CallParams<'withdraw'> {
  const memo = fields.memo.trim();
  return {
    draw_currency_id: fields.currencyId ?? 0,
    number: parseAmount(fields.amount)?.toNumber() ?? 0,
    memo: memo === '' ? undefined : memo,
    draw_method_id: fields.methodId ?? 0,
  };
}
