import type { ErrorName } from '@tp/contract/errors';
import {
  type ClientMessage,
  clientFrame,
  clientFrameBytesMax,
  clientMessage,
} from '@tp/contract/realtime';

/** The contract's `clientFrame` takes at most this many messages in one array. */
const clientFrameMessagesMax = 32;

export type FrameData = Buffer | ArrayBuffer | Buffer[];

export type ParsedFrame =
  | { ok: true; messages: ClientMessage[] }
  | { ok: false; error: ErrorName; values: Record<string, string | number> };

/** Reads one client frame: a JSON text holding a message or an array of them (DESIGN §4). */
export function parseClientFrame(data: FrameData, isBinary: boolean): ParsedFrame {
  if (isBinary) return failure('malformedRequest');
  // Measured before anything is copied or decoded, so an oversized frame costs no more.
  if (byteLength(data) > clientFrameBytesMax)
    return failure('frameTooLarge', { max: clientFrameBytesMax });
  let json: unknown;
  try {
    json = JSON.parse(toBuffer(data).toString('utf8'));
  } catch {
    return failure('malformedRequest');
  }
  const parsed = clientFrame.safeParse(json);
  if (!parsed.success) return failure('invalidField', { field: firstInvalidField(json) });
  return { ok: true, messages: Array.isArray(parsed.data) ? parsed.data : [parsed.data] };
}

/** Names the first field at fault, e.g. `type` or `1.params` in an array frame. */
function firstInvalidField(json: unknown): string {
  if (!Array.isArray(json)) return fieldOf(json) ?? 'type';
  if (json.length === 0 || json.length > clientFrameMessagesMax) return 'frame';
  for (const [index, item] of json.entries()) {
    const field = fieldOf(item);
    if (field !== undefined) return `${index}.${field}`;
  }
  return 'frame';
}

function fieldOf(message: unknown): string | undefined {
  const parsed = clientMessage.safeParse(message);
  if (parsed.success) return undefined;
  return parsed.error.issues[0]?.path.join('.') || 'type';
}

function failure(error: ErrorName, values: Record<string, string | number> = {}): ParsedFrame {
  return { ok: false, error, values };
}

function byteLength(data: FrameData): number {
  if (!Array.isArray(data)) return data.byteLength;
  let length = 0;
  for (const part of data) length += part.length;
  return length;
}

function toBuffer(data: FrameData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.isBuffer(data) ? data : Buffer.from(data);
}
