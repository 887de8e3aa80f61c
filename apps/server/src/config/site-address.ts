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

/** `ALLOWED_ORIGINS`: a comma-separated list of origins (`https://app.example.net`). */
export function allowedOriginsFrom(value: string | undefined): readonly string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(
        `ALLOWED_ORIGINS: "${entry}" is not an origin such as https://app.example.com`,
      );
    }
    if (
      (url.protocol !== 'https:' && url.protocol !== 'http:') ||
      url.origin !== entry.replace(/\/$/, '')
    ) {
      throw new Error(
        `ALLOWED_ORIGINS: "${entry}" is not an origin such as https://app.example.com`,
      );
    }
    return url.origin;
  });
}
