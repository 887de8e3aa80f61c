import type { EndpointName, Endpoints } from '@tp/contract/endpoints';
import { routes } from '@tp/contract/routes';
import type { z } from 'zod';
import { ApiError, isAbortError, TransportError } from './api-error.ts';

/** Parameters as the client sends them: already the types the server ends up with. */
export type CallParams<N extends EndpointName> = z.input<Endpoints[N]['params']>;
export type CallData<N extends EndpointName> = z.output<Endpoints[N]['data']>;

export type CallOptions = {
  /** A call made while the app starts: a 999 resets the user but does not navigate to /login. */
  initial?: boolean;
  /** No toast on failure (the caller shows its own message). */
  silent?: boolean;
  /** Show the server's msg on success too (actions such as submit and close). */
  successToast?: boolean;
  signal?: AbortSignal;
};

export type ApiClientDeps = {
  origin: () => string;
  fetch: typeof fetch;
  token: () => string | null;
  lang: () => string;
  now: () => number;
  toast: (message: string) => void;
  transportErrorMessage: (code: string) => string;
  onNotLoggedIn: (options: { initial: boolean }) => void;
};

const notLoggedInCode = 999;

type Envelope = { code: number; msg: string; data: unknown };

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as Envelope).code === 'number' &&
  typeof (body as Envelope).msg === 'string';

function toSearchParams(params: Record<string, unknown>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value));
  }
  return search;
}

function buildRequest(
  name: EndpointName,
  params: Record<string, unknown>,
  deps: ApiClientDeps,
): { url: string; init: RequestInit } {
  const endpoint = routes[name];
  const headers: Record<string, string> = { lang: deps.lang() };
  const token = deps.token();
  if (token) headers.authorization = token;
  let url = `${deps.origin()}${endpoint.path}`;
  let body: string | undefined;
  if (endpoint.method === 'GET') {
    const search = toSearchParams(params);
    search.set('t', String(deps.now()));
    url = `${url}?${search.toString()}`;
  } else if (endpoint.encoding === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = toSearchParams(params).toString();
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(params);
  }
  return { url, init: { method: endpoint.method, headers, body } };
}

/** Endpoints whose body is one uploaded file. */
export type UploadEndpointName = 'imageUpload';

function buildUpload(
  name: UploadEndpointName,
  file: Blob,
  deps: ApiClientDeps,
): { url: string; init: RequestInit } {
  // No content-type header: the browser writes it with the multipart boundary.
  const headers: Record<string, string> = { lang: deps.lang() };
  const token = deps.token();
  if (token) headers.authorization = token;
  const body = new FormData();
  body.append('file', file);
  return {
    url: `${deps.origin()}${routes[name].path}`,
    init: { method: routes[name].method, headers, body },
  };
}

/**
 * The envelope of an answer. A body cut short by the request's cancellation (the page that
 * asked was left while the answer was still arriving) rethrows the AbortError: it is not a
 * bad answer, and spec §8 shows no toast for a cancelled request.
 */
async function readEnvelope(response: Response): Promise<Envelope> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (isAbortError(error)) throw error;
    body = undefined;
  }
  if (isEnvelope(body)) return body;
  throw new TransportError(response.ok ? 'BAD_RESPONSE' : `HTTP_${response.status}`);
}

const cancelled = (signal: AbortSignal): unknown =>
  isAbortError(signal.reason)
    ? signal.reason
    : new DOMException('The request was cancelled.', 'AbortError');

/**
 * The one HTTP client (spec §7, §8): builds each request from the contract's endpoint,
 * unwraps the envelope, and turns failures into toasts and rejections.
 */
export function createApiClient(deps: ApiClientDeps) {
  async function exchange(request: { url: string; init: RequestInit }, options: CallOptions) {
    try {
      const response = await deps.fetch(request.url, {
        ...request.init,
        signal: options.signal ?? null,
      });
      return await readEnvelope(response);
    } catch (error) {
      if (isAbortError(error)) throw error;
      // Whatever a cancelled request failed with afterwards (a body read half-way, a stream
      // closed under it), the cause is the cancellation: quiet, and rejected as an abort.
      if (options.signal?.aborted) throw cancelled(options.signal);
      const transport = error instanceof TransportError ? error : new TransportError('NETWORK');
      if (!options.silent) deps.toast(deps.transportErrorMessage(transport.code));
      throw transport;
    }
  }

  function unwrap<N extends EndpointName>(envelope: Envelope, options: CallOptions): CallData<N> {
    if (envelope.code === 1) {
      if (options.successToast && envelope.msg) deps.toast(envelope.msg);
      return envelope.data as CallData<N>;
    }
    if (envelope.code === notLoggedInCode) {
      deps.onNotLoggedIn({ initial: options.initial ?? false });
      if (!options.silent && !options.initial && envelope.msg) deps.toast(envelope.msg);
    } else if (!options.silent && envelope.msg) {
      deps.toast(envelope.msg);
    }
    throw new ApiError(envelope.code, envelope.msg);
  }

  async function call<N extends EndpointName>(
    name: N,
    params: CallParams<N>,
    options: CallOptions = {},
  ): Promise<CallData<N>> {
    const request = buildRequest(name, params as Record<string, unknown>, deps);
    return unwrap<N>(await exchange(request, options), options);
  }

  /** Sends one file as multipart/form-data in the field `file` (spec §7 image_upload). */
  async function upload<N extends UploadEndpointName>(
    name: N,
    file: Blob,
    options: CallOptions = {},
  ): Promise<CallData<N>> {
    return unwrap<N>(await exchange(buildUpload(name, file, deps), options), options);
  }

  return { call, upload };
}

export type ApiClient = ReturnType<typeof createApiClient>;
