import type { RankingSetting } from '@tp/contract/entities';
import {
  type NicknameProblem,
  nicknameLengthMax,
  nicknameLengthMin,
  nicknameProblem,
  normalNickname,
} from '@tp/contract/ranking-nickname';
import { isUniqueViolation } from '../accounts/demo-user.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { boardRowsOf } from './board-rows.ts';

const problemErrors: Record<NicknameProblem, () => ApiError> = {
  required: () => new ApiError('rankNicknameRequired'),
  length: () =>
    new ApiError('rankNicknameLength', { min: nicknameLengthMin, max: nicknameLengthMax }),
  characters: () => new ApiError('rankNicknameCharacters'),
  contact: () => new ApiError('rankNicknameContact'),
};

/** A real trader's choice about the board, with their place on it now (0 while not on it). */
export async function readRankingSetting(db: Db, userId: number): Promise<RankingSetting> {
  const profile = await db
    .selectFrom('ranking_profiles')
    .select(['listed', 'nickname'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const row = (await boardRowsOf(db, { shownOnly: true }, [userId])).get(userId);
  return {
    listed: profile?.listed ? 1 : 0,
    nickname: profile?.nickname ?? '',
    rank: row?.place ?? 0,
  };
}

/**
 * Saves a real trader's choice: to be listed needs a name that passes the rule and no other
 * trader has (whatever its case). What is not sent stays as it was. A refusal changes nothing.
 */
export async function saveRankingSetting(
  db: Db,
  userId: number,
  change: { listed?: number | undefined; nickname?: string | undefined },
  now: Date,
): Promise<void> {
  if (change.listed !== undefined && change.listed !== 0 && change.listed !== 1) {
    throw new ApiError('rankListedInvalid');
  }
  let nickname: string | undefined;
  if (change.nickname !== undefined) {
    const problem = nicknameProblem(change.nickname);
    if (problem) throw problemErrors[problem]();
    nickname = normalNickname(change.nickname);
  }
  const current = await db
    .selectFrom('ranking_profiles')
    .select(['listed', 'nickname'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const listed = change.listed === undefined ? (current?.listed ?? false) : change.listed === 1;
  const name = nickname ?? current?.nickname ?? null;
  if (listed && !name) throw new ApiError('rankNicknameRequired');
  if (name && nickname !== undefined) await refuseTakenName(db, userId, name);
  try {
    await db
      .insertInto('ranking_profiles')
      .values({ user_id: userId, listed, nickname: name, updated_at: now })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ listed, nickname: name, updated_at: now }),
      )
      .execute();
  } catch (error) {
    // Another trader took the name between the check and the write.
    if (isUniqueViolation(error)) throw new ApiError('rankNicknameTaken');
    throw error;
  }
}

async function refuseTakenName(db: Db, userId: number, name: string): Promise<void> {
  const taken = await db
    .selectFrom('ranking_profiles')
    .select('user_id')
    .where((eb) => eb(eb.fn('lower', ['nickname']), '=', eb.fn('lower', [eb.val(name)])))
    .where('user_id', '!=', userId)
    .executeTakeFirst();
  if (taken) throw new ApiError('rankNicknameTaken');
}
