import { describe, expect, it } from 'vitest';
import { type ApiClientDeps, createApiClient } from '../api/api-client.ts';
import { handleNotLoggedIn } from './not-logged-in.ts';

function harness(path: string) {
  const events: string[] = [];
  const deps = {
    signOut: () => events.push('signOut'),
    currentPath: () => path,
    navigate: (to: string) => events.push(`navigate ${to}`),
  };
  return { events, deps };
}

describe('code 999', () => {
  it('resets the user and sends the trader to /login with from', () => {
    const { events, deps } = harness('/order?type=3');
    handleNotLoggedIn(false, deps);
    expect(events).toEqual(['signOut', 'navigate /login?from=%2Forder%3Ftype%3D3']);
  });

  it('only resets the user when the call was marked initial', () => {
    const { events, deps } = harness('/order');
    handleNotLoggedIn(true, deps);
    expect(events).toEqual(['signOut']);
  });

  it('stays on the login page when already there', () => {
    const { events, deps } = harness('/login?from=%2Forder');
    handleNotLoggedIn(false, deps);
    expect(events).toEqual(['signOut']);
  });

  it('is what the API client does on a 999 answer', async () => {
    const { events, deps } = harness('/mine/wallet');
    const client = createApiClient({
      origin: () => 'https://api.example.com',
      fetch: (async () =>
        new Response(JSON.stringify({ code: 999, msg: 'Please log in', data: null }), {
          status: 200,
        })) as unknown as ApiClientDeps['fetch'],
      token: () => 'expired',
      lang: () => 'en',
      now: () => 0,
      toast: (message) => events.push(`toast ${message}`),
      transportErrorMessage: (code) => code,
      onNotLoggedIn: ({ initial }) => handleNotLoggedIn(initial, deps),
    });
    await expect(client.call('userInfo', {}, { initial: true, silent: true })).rejects.toThrow();
    expect(events).toEqual(['signOut']);
    await expect(client.call('balance', {})).rejects.toThrow();
    expect(events).toEqual([
      'signOut',
      'signOut',
      'navigate /login?from=%2Fmine%2Fwallet',
      'toast Please log in',
    ]);
  });
});
