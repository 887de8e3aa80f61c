import { vi } from 'vitest';

export type SentRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  /** JSON and form bodies as objects (form values stay strings); an upload as `{ file }`. */
  body: Record<string, unknown> | undefined;
};

export type Answer = { code?: number; msg?: string; data?: unknown };
export type FakeRoute = (request: SentRequest) => Answer;

function readBody(init: RequestInit | undefined): Record<string, unknown> | undefined {
  const body = init?.body;
  if (body instanceof FormData) return { file: body.get('file') };
  if (typeof body !== 'string') return undefined;
  const type = (init?.headers as Record<string, string> | undefined)?.['content-type'] ?? '';
  if (type.includes('json')) return JSON.parse(body) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(body));
}

/**
 * The server at the network edge for the funds pages: each path answers from a route the test
 * gives, in the real envelope; everything sent is kept for assertions.
 */
export function fakeFundsServer(routes: Record<string, FakeRoute>) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const request = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: readBody(init),
    };
    sent.push(request);
    const route = routes[url.pathname];
    if (!route) return new Response('{}', { status: 404 });
    const answer = route(request);
    return new Response(
      JSON.stringify({ code: answer.code ?? 1, msg: answer.msg ?? '', data: answer.data ?? null }),
      { status: 200 },
    );
  });
  vi.stubGlobal('fetch', fetch);
  const to = (path: string) => sent.filter((request) => request.path === path);
  return {
    sent,
    to,
    count: (path: string) => to(path).length,
    lastBody: (path: string) => to(path).at(-1)?.body,
  };
}
