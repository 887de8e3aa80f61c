import { createHmac, timingSafeEqual } from 'node:crypto';
import { fileLinkPath } from '@tp/contract/endpoints';
import { isFileId } from './file-id.ts';

/** How long a link to a stored image works: long enough to show it, too short to pass around. */
export const fileLinkTtlMs = 5 * 60_000;

/**
 * Signs and checks links to stored images: `${fileLinkPath}/{id}?expires=…&signature=…`, an
 * HMAC-SHA256 of the id and the expiry, so a link works for one file until its expiry only.
 */
export class LinkSigner {
  constructor(
    private readonly secret: Buffer,
    /**
     * Put before every link: the configured public address (PUBLIC_URL), or nothing, so the
     * link is relative to the host the app was loaded from. Never a request's Host or
     * X-Forwarded-Host header, which any client can forge.
     */
    private readonly origin = '',
    private readonly ttlMs = fileLinkTtlMs,
  ) {}

  /** A link to the file for whoever holds it, valid from `now` for the link lifetime. */
  link(fileId: string, now: Date): string {
    const expires = Math.floor((now.getTime() + this.ttlMs) / 1000);
    const signature = this.signature(fileId, String(expires));
    return `${this.origin}${fileLinkPath}/${fileId}?expires=${expires}&signature=${signature}`;
  }

  /** Whether the link's signature is the one this key gives and its expiry is still ahead. */
  verify(
    fileId: string,
    expires: string | undefined,
    signature: string | undefined,
    now: Date,
  ): boolean {
    if (!isFileId(fileId) || !expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
    if (Number(expires) * 1000 <= now.getTime()) return false;
    const expected = Buffer.from(this.signature(fileId, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private signature(fileId: string, expires: string): string {
    return createHmac('sha256', this.secret).update(`${fileId}.${expires}`).digest('base64url');
  }
}

/**
 * The file id named by a link this server gave out (absolute or relative), whatever its
 * expiry: a form sent back a while after the upload still names its images.
 */
export function fileIdOfLink(link: string): string | undefined {
  let path: string;
  try {
    path = new URL(link, 'http://link.invalid').pathname;
  } catch {
    return undefined;
  }
  const prefix = `${fileLinkPath}/`;
  if (!path.startsWith(prefix)) return undefined;
  const id = path.slice(prefix.length);
  return isFileId(id) ? id : undefined;
}
