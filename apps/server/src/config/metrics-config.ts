import { isIP } from 'node:net';

/** Where `GET /metrics` is served and what it asks of a scraper (see the README's operations section). */
export type MetricsExposure = {
  /** A bearer token the scraper must send (`METRICS_TOKEN`); unset: none asked. */
  token: string | undefined;
  /** A listener of its own (`METRICS_LISTEN`, host:port); unset: on the API's port, with the token. */
  listen: { host: string; port: number } | undefined;
};

/** Long enough that guessing it through the rate limit is hopeless. */
export const metricsTokenLengthMin = 16;

/**
 * `METRICS_TOKEN` and `METRICS_LISTEN`. Without either, metrics are not served at all: the API's
 * port cannot tell a scraper on loopback from a reverse proxy on the same host forwarding anyone.
 */
export function metricsExposureFrom(
  token: string | undefined,
  listen: string | undefined,
): MetricsExposure {
  const trimmedToken = (token ?? '').trim();
  if (trimmedToken !== '' && trimmedToken.length < metricsTokenLengthMin) {
    throw new Error(`METRICS_TOKEN must be at least ${metricsTokenLengthMin} characters`);
  }
  return {
    token: trimmedToken === '' ? undefined : trimmedToken,
    listen: listenAddressFrom((listen ?? '').trim()),
  };
}

function listenAddressFrom(text: string): { host: string; port: number } | undefined {
  if (text === '') return undefined;
  const match = /^(?:\[([0-9a-fA-F:.]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(text);
  const host = match?.[1] ?? match?.[2];
  const port = Number(match?.[3]);
  const hostOk = host !== undefined && (isIP(host) !== 0 || /^[a-zA-Z0-9.-]+$/.test(host));
  if (!match || !hostOk || !Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(
      `METRICS_LISTEN: "${text}" must be host:port, such as 127.0.0.1:9464 or [::1]:9464`,
    );
  }
  return { host: host as string, port };
}

/** Whether an address only the machine itself can reach. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
