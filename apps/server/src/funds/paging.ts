import { ApiError } from '../http/api-error.ts';

/** Pages beyond this are refused rather than scanned. */
export const pageMax = 100_000;

/** Rows to skip for a 1-based page; a page that is not a whole number from 1 is refused. */
export function pageOffset(page: number | undefined, size: number): number {
  const wanted = page ?? 1;
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > pageMax) {
    throw new ApiError('invalidField', { field: 'page' });
  }
  return (wanted - 1) * size;
}
