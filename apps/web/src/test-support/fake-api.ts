import { vi } from 'vitest';

/** One request as the server received it: its path, method and parameters, however they came. */
export type SentRequest = {
  path: string;
  method: string;
  params: Record<string, string | number | boolean | null>;
  headers: Record<string, string>;
};

export type Answer = { code: number; msg: string; data: unknown } | 'network-error';

type Handler = (request: SentRequest) => Answer;

export const ok = (data: unknown, msg = 'Success'): Answer => ({ code: 1, msg, data });
export const refused = (code: number, msg: string): Answer => ({ code, msg, data: null });

function readParams(url: URL, init?: RequestInit): SentRequest['params'] {
  const params: SentRequest['params'] = Object.fromEntries(url.searchParams);
  delete params.t;
  if (typeof init?.body !== 'string') return params;
  const type = (init.headers as Record<string, string> | undefined)?.['content-type'] ?? '';
  if (type.includes('json')) return { ...params, ...(JSON.parse(init.body) as object) };
  return { ...params, ...Object.fromEntries(new URLSearchParams(init.body)) };
}

/**
 * The server at the network edge: `fetch` answers each path from the table, and every request
 * is kept so a test can check what the app sent. An unknown path answers 404.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const request: SentRequest = {
      path: url.pathname,
      method: init?.method ?? 'GET',
      params: readParams(url, init),
      headers: (init?.headers as Record<string, string> | undefined) ?? {},
    };
    sent.push(request);
    const handler = routes[url.pathname];
    if (!handler) return new Response('{}', { status: 404 });
    const answer = handler(request);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    sent,
    to: (path: string) => sent.filter((request) => request.path === path),
  };
}
