import { Decimal } from 'decimal.js';

// One configuration for every amount in the platform: enough digits that a chain of
// multiplications and a conversion never loses a booked cent, and half-up like a ledger.
Decimal.set({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export { Decimal };

export const dec = (v: Decimal.Value): Decimal => new Decimal(v);
