import { z } from 'zod';

/** Every HTTP answer is wrapped in this envelope; `code` 1 is success. */
export type Envelope<T> = { code: number; msg: string; data: T };

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });
