import { DrawKind } from '@tp/contract/entities';
import { ApiError } from '../http/api-error.ts';

export type DrawKindValue = (typeof DrawKind)[keyof typeof DrawKind];

const kinds: readonly number[] = Object.values(DrawKind);

/** A type of payment account the client sent: 1 coin address or 2 bank account. */
export function drawKindOf(value: number | undefined): DrawKindValue {
  if (value === undefined || !kinds.includes(value)) throw new ApiError('invalidDrawType');
  return value as DrawKindValue;
}
