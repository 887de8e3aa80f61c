import { publicImagePath } from '@tp/contract/endpoints';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { publicImageIdOfLink } from '../uploads/public-image-link.ts';
import type { PublicLink } from './company-view.ts';

/**
 * The file id a logo link names, null for no logo. Only the link this server hands out for one of
 * the broker's published images is taken (absolute with `PUBLIC_URL`, or relative), so a
 * trader's private image, another site's picture or a guessed id never becomes a logo.
 */
export async function publishedLogoId(
  db: Db,
  link: string,
  publicLink: PublicLink,
): Promise<string | null> {
  if (link === '') return null;
  const id = publicImageIdOfLink(link);
  if (id === undefined || (link !== publicLink(id) && link !== `${publicImagePath}/${id}`)) {
    throw new ApiError('companyLogoInvalid');
  }
  const file = await db
    .selectFrom('stored_files')
    .select('id')
    .where('id', '=', id)
    .where('owner_operator_id', 'is not', null)
    .executeTakeFirst();
  if (!file) throw new ApiError('companyLogoInvalid');
  return id;
}
