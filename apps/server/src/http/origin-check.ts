import { apiHostname } from '@tp/contract/api-host';

/**
 * Whether a page of `origin` may open the socket served as `host` (the request's Host):
 * a page of the site itself (the same host, or the page whose API host this is, DESIGN §4),
 * one of `allowedOrigins`, or a client that sends no Origin at all (native apps, scripts:
 * only browsers send one, and only browsers carry a trader's cookies and pages to a socket
 * another site opens). Any other page, or an Origin that cannot be read, may not.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: ReadonlySet<string>,
): boolean {
  if (origin === undefined) return true;
  if (!URL.canParse(origin)) return false;
  const page = new URL(origin);
  if (page.protocol !== 'https:' && page.protocol !== 'http:') return false;
  if (allowedOrigins.has(page.origin)) return true;
  // The Host read with the page's scheme, so a default port written out compares equal.
  const served =
    host && URL.canParse(`${page.protocol}//${host}`)
      ? new URL(`${page.protocol}//${host}`)
      : undefined;
  if (!served) return false;
  const pageApiHost = `${apiHostname(page.hostname)}${page.port ? `:${page.port}` : ''}`;
  return served.host === page.host || served.host === pageApiHost;
}
