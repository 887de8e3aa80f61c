declare const idOf: unique symbol;

/**
 * A trader's id (`users.id`, the account's owner). Branded so that the engine's maps, sets and
 * calls cannot take an order's id for a user's, or the other way round; a plain number becomes
 * one only where it enters the engine (`userIdOf`).
 */
export type UserId = number & { readonly [idOf]: 'user' };

/** An order's id (`orders.id`), assigned by the engine (see UserId). */
export type OrderId = number & { readonly [idOf]: 'order' };

/** The id of a user named outside the engine: a session, a route's parameter, a stored row. */
export const userIdOf = (id: number): UserId => id as UserId;

/** The id of an order named outside the engine: a trader's request, a stored row. */
export const orderIdOf = (id: number): OrderId => id as OrderId;

/** A command as callers outside the engine name it: its user and order ids are plain numbers. */
export type WithPlainIds<T> = {
  [K in keyof T]: K extends 'userId' ? number : K extends 'orderId' ? number : T[K];
};

/**
 * The command with its ids branded, as the engine's facade takes it in; branding changes nothing
 * at run time (see userIdOf).
 */
export const commandOf = <T>(cmd: WithPlainIds<T>): T => cmd as unknown as T;
