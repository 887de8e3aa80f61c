import { describe, expect, it, vi } from 'vitest';
import { type ApiClientDeps, createApiClient } from './api-client.ts';
import { ApiError, TransportError } from './api-error.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(response: () => Response | Promise<Response>, token: string | null = 'tok-1') {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => response());
  const toasts: string[] = [];
  const loggedOut: { initial: boolean }[] = [];
  const deps: ApiClientDeps = {
    origin: () => 'https://api.example.com',
    fetch: fetch as unknown as typeof globalThis.fetch,
    token: () => token,
    lang: () => 'en',
    now: () => 1_700_000_000_000,
    toast: (message) => toasts.push(message),
    transportErrorMessage: (code) => `Network error (${code})`,
    onNotLoggedIn: (options) => loggedOut.push(options),
  };
  const client = createApiClient(deps);
  const request = (index = 0) => {
    const [url, init] = fetch.mock.calls[index] ?? [];
    return {
      url: String(url),
      init: init as RequestInit,
      headers: init?.headers as Record<string, string>,
    };
  };
  return { client, fetch, toasts, loggedOut, request };
}

describe('api client', () => {
  it('sends a GET with lang, authorization and t, and unwraps data', async () => {
    const { client, request, toasts } = setup(() =>
      json({ code: 1, msg: 'Success', data: { balance: 10, lock_balance: 0 } }),
    );
    const data = await client.call('balance', {});
    expect(data).toEqual({ balance: 10, lock_balance: 0 });
    const { url, init, headers } = request();
    expect(url).toBe('https://api.example.com/v1/api/main/wallet/getBalance?t=1700000000000');
    expect(init.method).toBe('GET');
    expect(headers).toEqual({ lang: 'en', authorization: 'tok-1' });
    expect(toasts).toEqual([]);
  });

  it('puts GET parameters in the query and leaves out unset ones', async () => {
    const { client, request } = setup(() => json({ code: 1, msg: '', data: [] }));
    await client.call('tradeList', { searchCurrency: 'EUR', category_id: undefined });
    expect(request().url).toBe(
      'https://api.example.com/v1/api/forex/trade_list?searchCurrency=EUR&t=1700000000000',
    );
  });

  it('sends no authorization header without a token', async () => {
    const { client, request } = setup(() => json({ code: 1, msg: '', data: [] }), null);
    await client.call('categories', {});
    expect(request().headers).toEqual({ lang: 'en' });
  });

  it('form-encodes a form endpoint', async () => {
    const session = {
      token: 'new',
      user: {
        id: 1,
        uid: '1',
        email: 'a@b.c',
        is_demo: 0,
        invite_code: '',
        mobile: '',
        area_code: '',
      },
    };
    const { client, request } = setup(() => json({ code: 1, msg: 'ok', data: session }));
    const data = await client.call('login', { account: 'a@b.c', password: 'p w', login_type: 1 });
    expect(data).toEqual(session);
    const { url, init, headers } = request();
    expect(url).toBe('https://api.example.com/api/user/loginForU');
    expect(init.method).toBe('POST');
    expect(headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(init.body).toBe('account=a%40b.c&password=p+w&login_type=1');
  });

  it('sends JSON to a JSON endpoint and toasts the success msg of an action', async () => {
    const { client, request, toasts } = setup(() =>
      json({ code: 1, msg: 'Position closed', data: {} }),
    );
    await client.call('close', { id: 7 }, { successToast: true });
    expect(request().init.body).toBe('{"id":7}');
    expect(request().headers['content-type']).toBe('application/json');
    expect(toasts).toEqual(['Position closed']);
  });

  it('rejects with the code and toasts msg when code is not 1', async () => {
    const { client, toasts, loggedOut } = setup(() =>
      json({ code: 2107, msg: 'Insufficient free margin', data: null }),
    );
    const error = await client.call('close', { id: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(2107);
    expect(toasts).toEqual(['Insufficient free margin']);
    expect(loggedOut).toEqual([]);
  });

  it('does not toast a failure when silent', async () => {
    const { client, toasts } = setup(() => json({ code: 1002, msg: 'Not found', data: null }));
    await expect(client.call('categories', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([]);
  });

  it('reports 999 as not logged in, marked initial or not', async () => {
    const { client, loggedOut, toasts } = setup(() =>
      json({ code: 999, msg: 'Please log in', data: null }),
    );
    await expect(client.call('userInfo', {}, { initial: true })).rejects.toBeInstanceOf(ApiError);
    await expect(client.call('balance', {})).rejects.toBeInstanceOf(ApiError);
    expect(loggedOut).toEqual([{ initial: true }, { initial: false }]);
    expect(toasts).toEqual(['Please log in']);
  });

  it('toasts the error code of a transport failure', async () => {
    const { client, toasts } = setup(() => new Response('Bad gateway', { status: 502 }));
    const error = await client.call('categories', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).code).toBe('HTTP_502');
    expect(toasts).toEqual(['Network error (HTTP_502)']);
  });

  it('toasts a network failure', async () => {
    const { client, toasts } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.call('categories', {})).rejects.toBeInstanceOf(TransportError);
    expect(toasts).toEqual(['Network error (NETWORK)']);
  });

  it('stays quiet when the request is cancelled', async () => {
    const { client, toasts } = setup(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error = await client.call('categories', {}).catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(toasts).toEqual([]);
  });

  it('stays quiet when the request is cancelled while its body is still arriving', async () => {
    // The page is left after the answer's headers came: the body read fails with an AbortError.
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"code":1,"msg":"","da'));
        controller.signal.addEventListener('abort', () =>
          stream.error(new DOMException('The operation was aborted.', 'AbortError')),
        );
      },
    });
    const { client, toasts } = setup(() => new Response(body, { status: 200 }));
    const pending = client
      .call('accountDetail', {}, { signal: controller.signal })
      .catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    const error = await pending;
    expect((error as Error).name).toBe('AbortError');
    expect(error).not.toBeInstanceOf(TransportError);
    expect(toasts).toEqual([]);
  });

  it('stays quiet when a cancelled request fails in any other way', async () => {
    const controller = new AbortController();
    const { client, toasts } = setup(() => {
      controller.abort();
      throw new TypeError('network connection was lost');
    });
    const error = await client
      .call('categories', {}, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(toasts).toEqual([]);
  });

  it('still reports an unreadable body of a request that was not cancelled', async () => {
    const { client, toasts } = setup(() => new Response('<html>', { status: 200 }));
    const error = await client.call('categories', {}).catch((e: unknown) => e);
    expect((error as TransportError).code).toBe('BAD_RESPONSE');
    expect(toasts).toEqual(['Network error (BAD_RESPONSE)']);
  });

  it('uploads one file as multipart in the field file, with lang and authorization', async () => {
    const { client, request } = setup(() =>
      json({ code: 1, msg: 'Uploaded', data: { url: '/api/common/file/7?expires=1' } }),
    );
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', {
      type: 'image/jpeg',
    });
    const data = await client.upload('imageUpload', file);
    expect(data).toEqual({ url: '/api/common/file/7?expires=1' });
    const { url, init, headers } = request();
    expect(url).toBe('https://api.example.com/api/common/image_upload');
    expect(init.method).toBe('POST');
    expect(headers).toEqual({ lang: 'en', authorization: 'tok-1' });
    const body = init.body as FormData;
    expect([...body.keys()]).toEqual(['file']);
    const sent = body.get('file') as File;
    expect(sent.name).toBe('front.jpg');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
  });

  it('toasts the msg of a refused upload and rejects with its code', async () => {
    const { client, toasts } = setup(() =>
      json({ code: 3003, msg: 'Only JPEG, PNG or WebP images', data: null }),
    );
    const error = await client.upload('imageUpload', new Blob(['x'])).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe(3003);
    expect(toasts).toEqual(['Only JPEG, PNG or WebP images']);
  });
});
