import { klineMessage, type ServerMessage, serverMessage } from '@tp/contract/realtime';
import { klineTopicPrefix } from '@tp/contract/realtime-topics';

/**
 * One server frame, parsed and checked against the contract's schemas; undefined for anything
 * else. In a module of its own so that the schemas load beside the first screen, not in it.
 */
export function parseServerFrame(data: unknown): ServerMessage | undefined {
  if (typeof data !== 'string') return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return undefined;
  }
  const type = (raw as { type?: unknown } | null)?.type;
  const schema =
    typeof type === 'string' && type.startsWith(klineTopicPrefix) ? klineMessage : serverMessage;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}
