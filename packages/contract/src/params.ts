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

export const numberParam = () => z.preprocess(toNumber, z.number().finite());
export const optionalNumberParam = () => z.preprocess(toNumber, z.number().finite().optional());
export const intParam = () => z.preprocess(toNumber, z.number().int());
export const optionalIntParam = () => z.preprocess(toNumber, z.number().int().optional());
/** Text may hold any character but NUL, which no database text column can store. */
const withoutNul = (text: string) => !text.includes('\u0000');

export const stringParam = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().min(1).max(max).refine(withoutNul));
export const optionalStringParam = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max).refine(withoutNul).optional());
/** A password or other secret: kept exactly as typed, never trimmed. */
export const optionalSecretParam = (max: number) =>
  z.preprocess(blankToUndefined, z.string().max(max).refine(withoutNul).optional());
