import { apiOrigin, type PageLocation } from './api-host.ts';

/**
 * A link the API handed out (a published image), ready for an `<img>` or an `<a>`: an absolute
 * http(s) link as it is, a path resolved against the API's origin (the app is served on `www.`,
 * the API on its `api.` sibling, so the page's own origin would be the wrong host), and
 * anything else (another scheme, garbage) as '' so that nothing is shown rather than it.
 */
export function apiLink(link: string, location: PageLocation = window.location): string {
  const text = link.trim();
  if (/^https?:\/\//i.test(text)) return text;
  if (text.startsWith('/') && !text.startsWith('//')) return `${apiOrigin(location)}${text}`;
  return '';
}
