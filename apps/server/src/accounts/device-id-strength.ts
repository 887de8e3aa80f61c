/**
 * Whether a client-made device id is as hard to guess as a random UUID (122 random bits). A demo
 * account is reached by its device id alone, so the id is its password: "1", "test" or a
 * timestamp would hand the account to whoever guesses it.
 *
 * Three cheap signs of a random id: enough nominal bits for its alphabet (32 hex digits, or 21
 * base64url characters, at least), characters spread as a random string's are (at least 2.5 bits
 * each by their frequencies; a million random UUIDs never fell below 2.8), and no run of 8
 * characters seen twice (a pattern repeated; one random UUID in about ten million repeats one).
 */
export function isStrongDeviceId(id: string): boolean {
  const uuid = uuidPattern.test(id);
  const body = uuid ? id.replaceAll('-', '') : id;
  if (!uuid && !base64UrlPattern.test(body)) return false;
  const bitsPerChar = /^[0-9a-f]+$/i.test(body) ? 4 : 6;
  if (body.length * bitsPerChar < nominalBitsMin) return false;
  return frequencyBitsPerChar(body) >= frequencyBitsPerCharMin && !repeatsARun(body);
}

const nominalBitsMin = 122;
const frequencyBitsPerCharMin = 2.5;
const repeatedRunLength = 8;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const base64UrlPattern = /^[A-Za-z0-9_-]{1,128}$/;

/** Shannon entropy of the string's own character frequencies, in bits per character. */
function frequencyBitsPerChar(text: string): number {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const share = count / text.length;
    bits -= share * Math.log2(share);
  }
  return bits;
}

function repeatsARun(text: string): boolean {
  const seen = new Set<string>();
  for (let at = 0; at + repeatedRunLength <= text.length; at += 1) {
    const run = text.slice(at, at + repeatedRunLength);
    if (seen.has(run)) return true;
    seen.add(run);
  }
  return false;
}
