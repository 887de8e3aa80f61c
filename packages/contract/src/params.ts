import { Decimal } from '@tp/domain/decimal';
import { z } from 'zod';

/**
 * Parameter schemas that accept the same value from a query string, a form body or JSON:
 * numbers may arrive as strings, and an empty string means "not given".
 */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : value;

// The preprocessors are typed by what a client sends (a schema's input type, which the apps
// call with); at run time any value arrives, and what is not of the kind is refused.
const toNumber = (value: number | string) => {
  const present = blankToUndefined(value);
  if (typeof present === 'string') return present.trim() === '' ? undefined : Number(present);
  return present;
};

/**
 * One schema per kind (and length): schemas never change once built, so the endpoints share
 * them. Building a fresh copy for each of the many fields was a good part of the trader app's
 * start-up work.
 */
function sharedByLength<T>(make: (max: number) => T): (max: number) => T {
  const made = new Map<number, T>();
  return (max) => {
    const known = made.get(max);
    if (known) return known;
    const schema = make(max);
    made.set(max, schema);
    return schema;
  };
}

function shared<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

export const intParam = shared(() => z.preprocess(toNumber, z.number().int()));
export const optionalIntParam = shared(() => z.preprocess(toNumber, z.number().int().optional()));
/** Text may hold any character but NUL, which no database text column can store. */
const withoutNul = (text: string) => !text.includes('\u0000');

const textToUndefined = (value: string) => blankToUndefined(value);

export const stringParam = sharedByLength((max) =>
  z.preprocess(textToUndefined, z.string().trim().min(1).max(max).refine(withoutNul)),
);
export const optionalStringParam = sharedByLength((max) =>
  z.preprocess(textToUndefined, z.string().trim().max(max).refine(withoutNul).optional()),
);
/** A password or other secret: kept exactly as typed, never trimmed. */
export const optionalSecretParam = sharedByLength((max) =>
  z.preprocess(textToUndefined, z.string().max(max).refine(withoutNul).optional()),
);

/**
 * Money, prices and lots go from the wire into a `Decimal` without passing through a binary
 * float, so every digit sent is kept (a JS number holds about 15). Text is a plain decimal:
 * an optional sign, digits and a point, surrounding blanks ignored as a form's are; exponents,
 * hexadecimal, `NaN`, `Infinity`, blanks inside and text longer than any amount are refused
 * like any value that is not a number. A JSON number is taken by the digits it prints as.
 */
const plainDecimal = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
/** Longer text is no amount: 40 significant digits and a sign, point and zeros fit. */
const decimalTextMax = 64;
/** What `Decimal` computes with (`@tp/domain/decimal`): a longer figure would be rounded. */
const significantDigitsMax = 40;

/** What a client sends: the amount as text (every digit kept) or as a JSON number. */
const toDecimal = (value: string | number): unknown => {
  const present = blankToUndefined(value);
  if (typeof present === 'number') return Number.isFinite(present) ? new Decimal(present) : present;
  if (typeof present !== 'string') return present;
  const text = present.trim();
  if (text === '') return undefined;
  if (text.length > decimalTextMax || !plainDecimal.test(text)) return present;
  const amount = new Decimal(text);
  return amount.precision() > significantDigitsMax ? present : amount;
};

/** Anything but a decimal is reported as a number expected, as the forms and the API say it. */
const decimal = z.any().transform((value, ctx): Decimal => {
  if (value instanceof Decimal) return value;
  ctx.issues.push({ code: 'invalid_type', expected: 'number', input: value });
  return z.NEVER;
});

export const decimalParam = shared(() => z.preprocess(toDecimal, decimal));
export const optionalDecimalParam = shared(() => z.preprocess(toDecimal, decimal.optional()));
