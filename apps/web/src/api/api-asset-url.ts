import { apiOrigin, type PageLocation } from './api-host.ts';

/**
 * A link the API handed out (an image, a cover) as the browser must load it: relative links
 * name a path on the API host, which is not the app's own host (`www.` → `api.`).
 */
export function apiAssetUrl(link: string, location: PageLocation = window.location): string {
  if (link === '' || !link.startsWith('/') || link.startsWith('//')) return link;
  return `${apiOrigin(location)}${link}`;
}
