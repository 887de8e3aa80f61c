import { ApiError } from '../http/api-error.ts';
import type { FileStore } from './file-store.ts';
import { fileIdOfLink } from './link-signer.ts';

/**
 * The stored file a form names by its link, if the user uploaded it: a link that is not one of
 * ours, names no file, or names someone else's is refused alike.
 */
export async function ownedImageId(
  store: FileStore,
  link: string,
  userId: number,
): Promise<string> {
  const id = fileIdOfLink(link);
  if (!id) throw new ApiError('imageNotYours');
  const owner = (await store.owners([id])).get(id);
  if (owner !== userId) throw new ApiError('imageNotYours');
  return id;
}
