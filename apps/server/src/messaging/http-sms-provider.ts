import type { SmsProvider } from './sms-provider.ts';

const requestTimeoutMs = 10_000;

/**
 * An SMS gateway reached over HTTP: POST `{to, text}` as JSON with `Authorization: Bearer
 * {token}`; any 2xx answer means accepted. Most providers take this shape directly or through
 * a small relay.
 */
export function httpSmsProvider(url: string, token: string | undefined): SmsProvider {
  return {
    send: async (message) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS provider answered HTTP ${response.status}`);
    },
  };
}
