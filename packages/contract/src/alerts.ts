import { z } from 'zod';

/** Price alerts a trader may keep at once; a fired one-off alert makes room for a new one. */
export const alertsMax = 50;

/**
 * A price alert: the instrument, the direction it waits for (1 above, 2 below, as
 * `@tp/domain/price-alert`'s AlertDirection), the level in the instrument's precision, and
 * whether it repeats. `active` is 0 once a one-off alert has fired.
 */
export const priceAlert = z.object({
  id: z.number().int(),
  forex_id: z.number().int(),
  direction: z.number().int(),
  price: z.number(),
  repeat: z.number().int(),
  active: z.number().int(),
  fired_count: z.number().int(),
  /** `YYYY-MM-DD HH:mm:ss` UTC of the last firing; '' before the first. */
  fired_at: z.string(),
  created_at: z.string(),
});
export type PriceAlert = z.infer<typeof priceAlert>;

/** The trader's price alerts, newest first, with the most they may keep. */
export const alertList = z.object({ data: z.array(priceAlert), max: z.number().int() });
export type AlertList = z.infer<typeof alertList>;

/**
 * The trader's margin alert: the risk rate (%) under which they are told, 0 when none is set,
 * and the stop-out level it must stay above.
 */
export const marginAlert = z.object({ level: z.number(), stop_out_level: z.number() });
export type MarginAlert = z.infer<typeof marginAlert>;
