import { z } from 'zod';

/**
 * Figures are decimal strings as they should be read (a price in the instrument's precision,
 * lots and money in 2 places, a risk rate in 2), never floats.
 */
const figure = z.string().max(48);

/** A position a stop-out closed: instrument, side (1 buy, 2 sell), lots, close price, P&L. */
export const stopOutPosition = z.object({
  order_id: z.number().int(),
  symbol: z.string().max(64),
  side: z.number().int(),
  lots: figure,
  price: figure,
  pnl: figure,
});
export type StopOutPosition = z.infer<typeof stopOutPosition>;

/**
 * One stop-out as it happened: the risk rate (%) that set it off and the stop-out level (%) in
 * force, the positions closed in the order they were closed, the balance before and after, and
 * what negative balance protection absorbed ("0.00" when nothing).
 */
export const stopOutRecord = z.object({
  id: z.number().int(),
  /** `YYYY-MM-DD HH:mm:ss` UTC. */
  created_at: z.string(),
  risk_rate: figure,
  stop_out_level: figure,
  balance_before: figure,
  balance_after: figure,
  correction: figure,
  positions: z.array(stopOutPosition),
});
export type StopOutRecord = z.infer<typeof stopOutRecord>;

/** Records per page of stop_out/list. */
export const stopOutPageSize = 20;
/** Pages a reader may go back. */
export const stopOutPagesMax = 100;
