import { Decimal } from '@tp/domain/decimal';

const plainNumber = /^\d+(\.\d+)?$|^\.\d+$|^\d+\.$/;

/** A typed, non-negative decimal number; undefined for blank or anything else. */
export function parseAmount(text: string): Decimal | undefined {
  const trimmed = text.trim();
  if (!plainNumber.test(trimmed)) return undefined;
  return new Decimal(trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed);
}
