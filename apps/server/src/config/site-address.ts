/**
 * Reads `PUBLIC_URL`, the address traders reach the API at (`https://api.example.com`): the
 * origin put before links the server hands out. Unset: links are relative.
 */
export function publicUrlFrom(value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL: "${text}" is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`PUBLIC_URL: "${text}" must start with https:// or http://`);
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(
      `PUBLIC_URL: "${text}" must be an origin only, such as https://api.example.com`,
    );
  }
  return url.origin;
}

const allowedOriginsMax = 100;

/** `ALLOWED_ORIGINS`: a comma-separated list of origins (`https://app.example.com`), each in its normal form. */
export function allowedOriginsFrom(value: string | undefined): readonly string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length > allowedOriginsMax) {
    throw new Error(`ALLOWED_ORIGINS takes at most ${allowedOriginsMax} origins`);
  }
  return entries.map((entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : undefined;
    const bare =
      url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!url || !bare || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new Error(`ALLOWED_ORIGINS takes origins like https://app.example.com, got "${entry}"`);
    }
    return url.origin;
  });
}
