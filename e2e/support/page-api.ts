import type { Page, Response, Route } from 'playwright-core';

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

/** A POST as the trader's client makes it: form-encoded, or JSON for the calls that take JSON. */
export async function apiPost<T>(
  page: Page,
  path: string,
  token: string,
  body: Record<string, string | number>,
  encoding: 'form' | 'json' = 'form',
): Promise<EnvelopeOf<T>> {
  const headers = { lang: 'en', authorization: token };
  const response =
    encoding === 'form'
      ? await page.request.post(path, { headers, form: toStrings(body) })
      : await page.request.post(path, { headers, data: body });
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

/**
 * Holds the page's requests to these API paths until `release`: what the page shows meanwhile is
 * what it had before their answers (cached data, or a placeholder).
 */
export async function holdAnswers(
  page: Page,
  paths: readonly string[],
): Promise<{ release: () => Promise<void> }> {
  let open: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held = (url: URL) => paths.includes(url.pathname);
  const pending: Promise<void>[] = [];
  const handler = (route: Route) => {
    const answered = released.then(() => route.continue());
    pending.push(answered);
    return answered;
  };
  await page.route(held, handler);
  return {
    release: async () => {
      open();
      await Promise.all(pending);
      await page.unroute(held, handler);
    },
  };
}
