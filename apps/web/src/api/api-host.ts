import { apiHostname } from '@tp/contract/api-host';
import { realtimePath } from '@tp/contract/realtime-topics';

export type PageLocation = Pick<Location, 'protocol' | 'hostname' | 'port'>;

/**
 * The API origin for a page (DESIGN §4): the page's own origin on a host with fewer than three
 * labels (localhost, an IP), otherwise the first label replaced with `api`.
 */
export function apiOrigin(location: PageLocation): string {
  const { protocol, hostname, port } = location;
  return `${protocol}//${apiHostname(hostname)}${port ? `:${port}` : ''}`;
}

/** The realtime socket lives on the API host; a secure page gets a secure socket. */
export function realtimeUrl(location: PageLocation): string {
  const origin = apiOrigin(location);
  return `${origin.replace(/^http/, 'ws')}${realtimePath}`;
}
