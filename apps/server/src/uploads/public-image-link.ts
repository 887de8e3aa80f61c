import { publicImagePath } from '@tp/contract/endpoints';
import { isFileId } from './file-id.ts';

/**
 * Links to published images: `${origin}${publicImagePath}/{id}`, the origin from `PUBLIC_URL`
 * or none (relative to the host the app was loaded from). The id is random, so the link is
 * as unguessable as a signed one, but it does not expire: the image is meant to be seen.
 */
export const publicImageLink =
  (origin: string) =>
  (fileId: string): string =>
    `${origin}${publicImagePath}/${fileId}`;

/** The file id a published image's link names (absolute or relative), if it is one of ours. */
export function publicImageIdOfLink(link: string): string | undefined {
  if (!URL.canParse(link, 'http://link.invalid')) return undefined;
  const path = new URL(link, 'http://link.invalid').pathname;
  const prefix = `${publicImagePath}/`;
  if (!path.startsWith(prefix)) return undefined;
  const id = path.slice(prefix.length);
  return isFileId(id) ? id : undefined;
}
