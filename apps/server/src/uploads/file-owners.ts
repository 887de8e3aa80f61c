import type { Db } from '../db/database.ts';
import { isFileId } from './file-id.ts';

/** The trader who owns each id that names a trader's image; text that is not an id names none. */
export async function fileOwners(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  const valid = ids.filter(isFileId);
  if (valid.length === 0) return new Map();
  const rows = await db
    .selectFrom('stored_files')
    .select(['id', 'owner_user_id'])
    .where('id', 'in', valid)
    .where('owner_user_id', 'is not', null)
    .execute();
  return new Map(
    rows.flatMap((row) => (row.owner_user_id === null ? [] : [[row.id, row.owner_user_id]])),
  );
}
