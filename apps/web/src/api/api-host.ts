import { realtimePath } from '@tp/contract/realtime';

export type PageLocation = Pick<Location, 'protocol' | 'hostname' | 'port'>;

const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The API origin for a page (DESIGN §4): the page's own origin on a host with fewer than three
 * labels (localhost, an IP), otherwise the first label replaced with `api`.
 */
export function apiOrigin(location: PageLocation): string {
  const { protocol, hostname, port } = location;
  const labels = hostname.split('.');
  const ownHost = labels.length < 3 || ipv4.test(hostname) || hostname.includes(':');
  const host = ownHost ? hostname : ['api', ...labels.slice(1)].join('.');
  return `${protocol}//${host}${port ? `:${port}` : ''}`;
}

/** The realtime socket lives on the API host; a secure page gets a secure socket. */
export function realtimeUrl(location: PageLocation): string {
  const origin = apiOrigin(location);
  return `${origin.replace(/^http/, 'ws')}${realtimePath}`;
}
