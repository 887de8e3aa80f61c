import type { Page, Response } from 'playwright-core';

export type EnvelopeOf<T> = { code: number; msg: string; data: T };

/** Calls the platform's API as the page's own client does: `lang`, `authorization`, and `t` on GET. */
export async function apiGet<T>(
  page: Page,
  path: string,
  token: string,
  query: Record<string, string | number> = {},
): Promise<EnvelopeOf<T>> {
  const params = new URLSearchParams({ ...toStrings(query), t: String(Date.now()) });
  const response = await page.request.get(`${path}?${params}`, {
    headers: { lang: 'en', authorization: token },
  });
  return (await response.json()) as EnvelopeOf<T>;
}

function toStrings(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}

/** Waits for the page's next answer from an API path (and, if given, with these query values). */
export function nextAnswer(
  page: Page,
  path: string,
  query: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<Response> {
  return page.waitForResponse(
    (response) => {
      const url = new URL(response.url());
      if (url.pathname !== path) return false;
      return Object.entries(query).every(([key, value]) => url.searchParams.get(key) === value);
    },
    { timeout: timeoutMs },
  );
}

export async function envelope<T>(response: Promise<Response>): Promise<EnvelopeOf<T>> {
  return (await (await response).json()) as EnvelopeOf<T>;
}
