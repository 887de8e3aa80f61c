import { reviewPageSize } from '@tp/contract/admin-endpoints';
import { type ReferenceExpression, type SelectQueryBuilder, sql } from 'kysely';
import type { UsersTable } from '../db/schema.ts';
import { printableText } from '../identity/printable-text.ts';
import { containsPattern } from '../identity/user-search.ts';
import { pageOffset } from './paging.ts';

/** What an operator narrows a deposit or withdrawal review list by. */
export type ReviewFilter = {
  status?: number | undefined;
  page?: number | undefined;
  user?: string | undefined;
};

/**
 * One page of a review list, newest (highest id) first, and how many records the filter finds
 * in all: records of the filter's status whose user's uid or e-mail contains its text.
 * `query` selects the records joined to their users as `u`; `columns` names the records' own.
 */
export async function reviewPage<DB extends { u: UsersTable }, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  columns: { status: ReferenceExpression<DB, TB>; id: ReferenceExpression<DB, TB> },
  filter: ReviewFilter,
): Promise<{ rows: O[]; total: number }> {
  const offset = pageOffset(filter.page, reviewPageSize);
  let found = query;
  if (filter.status !== undefined) found = found.where(columns.status, '=', filter.status);
  if (filter.user) {
    const pattern = containsPattern(printableText(filter.user, 'user'));
    // Kysely checks no column named by a string on a query whose tables are a type parameter:
    // DB's bound says `u` is the users table (and the count below states its type likewise).
    found = found.where((eb) =>
      eb.or([eb(sql.ref('u.uid'), 'ilike', pattern), eb(sql.ref('u.email'), 'ilike', pattern)]),
    );
  }
  const { total } = await found
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('total'))
    .$castTo<{ total: number }>()
    .executeTakeFirstOrThrow();
  const rows = await found
    .orderBy(columns.id, 'desc')
    .limit(reviewPageSize)
    .offset(offset)
    .execute();
  return { rows, total };
}
