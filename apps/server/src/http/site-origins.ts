import { isIP } from 'node:net';

/**
 * The origins whose pages are the site's own, for a request that came to `host` (the API's
 * host and port as the client addressed it): the host itself, every host whose first label
 * replaced with `api` is this host (DESIGN §4: the app at `www.example.com` calls
 * `api.example.com`), and the origins configured in `ALLOWED_ORIGINS` and `PUBLIC_URL`.
 * Cross-origin calls (CORS) and socket handshakes are accepted from these only.
 */
export function isSiteOrigin(
  origin: string,
  host: string,
  configured: ReadonlySet<string>,
): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (configured.has(url.origin)) return true;
  const requestHost = host.toLowerCase();
  return url.host === requestHost || apiSiblingHost(url) === requestHost;
}

/** `www.example.com:8443` → `api.example.com:8443`; none for a host of fewer than three labels or an IP. */
export function apiSiblingHost(url: Pick<URL, 'hostname' | 'port'>): string | undefined {
  const hostname = url.hostname.toLowerCase();
  const labels = hostname.split('.');
  if (labels.length < 3 || isIP(hostname.replace(/^\[|\]$/g, '')) !== 0) return undefined;
  const sibling = ['api', ...labels.slice(1)].join('.');
  return url.port ? `${sibling}:${url.port}` : sibling;
}
