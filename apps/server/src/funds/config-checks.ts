import { Decimal } from '@tp/domain/decimal';
import { ApiError } from '../http/api-error.ts';
import { printableText } from '../identity/printable-text.ts';

/** Largest price, rate or amount an operator may configure: far beyond any real one. */
const configNumberMax = new Decimal('1e12');

/** Trimmed printable text of at most `max` characters; empty only where `allowEmpty`. */
export function configText(
  value: string | undefined,
  field: string,
  max: number,
  allowEmpty = false,
): string {
  const text = (value ?? '').trim();
  if ((!allowEmpty && text === '') || [...text].length > max) {
    throw new ApiError('invalidField', { field });
  }
  return printableText(text, field);
}

/** A currency or protocol code: letters, digits, dot, dash, underscore. */
export function configCode(value: string | undefined, field: string, allowEmpty = false): string {
  const code = configText(value, field, 32, allowEmpty);
  if (!/^[A-Za-z0-9._-]*$/.test(code)) throw new ApiError('invalidField', { field });
  return code;
}

/** A number above zero (or at least zero with `allowZero`), below the configuration limit. */
export function configNumber(value: number, field: string, allowZero = false): Decimal {
  if (!Number.isFinite(value)) throw new ApiError('invalidField', { field });
  const number = new Decimal(value);
  const low = allowZero ? number.lt(0) : number.lte(0);
  if (low || number.gt(configNumberMax)) throw new ApiError('invalidField', { field });
  return number;
}

export function configSort(value: number | undefined): number {
  const sort = value ?? 0;
  if (!Number.isInteger(sort) || Math.abs(sort) > 1_000_000) {
    throw new ApiError('invalidField', { field: 'sort' });
  }
  return sort;
}
