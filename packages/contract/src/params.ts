import { z } from 'zod';

/**
 * Parameter schemas that accept the same value from a query string, a form body or JSON:
 * numbers may arrive as strings, and an empty string means "not given".
 */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : value;

const toNumber = (value: unknown) => {
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

export const numberParam = shared(() => z.preprocess(toNumber, z.number().finite()));
export const optionalNumberParam = shared(() =>
  z.preprocess(toNumber, z.number().finite().optional()),
);
export const intParam = shared(() => z.preprocess(toNumber, z.number().int()));
export const optionalIntParam = shared(() => z.preprocess(toNumber, z.number().int().optional()));
/** Text may hold any character but NUL, which no database text column can store. */
const withoutNul = (text: string) => !text.includes('\u0000');

export const stringParam = sharedByLength((max) =>
  z.preprocess(blankToUndefined, z.string().trim().min(1).max(max).refine(withoutNul)),
);
export const optionalStringParam = sharedByLength((max) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max).refine(withoutNul).optional()),
);
/** A password or other secret: kept exactly as typed, never trimmed. */
export const optionalSecretParam = sharedByLength((max) =>
  z.preprocess(blankToUndefined, z.string().max(max).refine(withoutNul).optional()),
);
