const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The host name of the API for a page's host name (DESIGN §4): the first label replaced with
 * `api` (`www.example.com` → `api.example.com`), or the page's own on a host with fewer than
 * three labels (localhost, an IP). The trader app calls it to find the API; the server, to
 * know which pages are its own.
 */
export function apiHostname(pageHostname: string): string {
  const labels = pageHostname.split('.');
  const ownHost = labels.length < 3 || ipv4.test(pageHostname) || pageHostname.includes(':');
  return ownHost ? pageHostname : ['api', ...labels.slice(1)].join('.');
}
