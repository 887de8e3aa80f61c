/**
 * A final, unmasked WebSocket text frame of this text or these UTF-8 bytes (RFC 6455 §5.2), as
 * a server sends it, in one buffer: a market push is framed once here and the same bytes are
 * written to every socket; a socket's own message is written in one write. `ws` frames what it
 * sends itself as a header and a payload written apart, and its framing is not in its typed API.
 */
export function textFrame(payload: Buffer | string): Buffer {
  const length = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  const headerBytes = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerBytes + length);
  // FIN set, opcode 1: a whole text message.
  frame[0] = 0x81;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  if (typeof payload === 'string') frame.write(payload, headerBytes);
  else payload.copy(frame, headerBytes);
  return frame;
}
