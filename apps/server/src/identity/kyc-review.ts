import { type KycReview, reviewPageSize } from '@tp/contract/admin-endpoints';
import { ReviewStatus } from '@tp/contract/entities';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { pageOffset } from '../funds/paging.ts';
import { ApiError } from '../http/api-error.ts';
import { kycNotice } from '../notifications/notice-draft.ts';
import { publishNotices } from '../notifications/notice-publisher.ts';
import { insertNotices } from '../notifications/notice-store.ts';
import type { Bus } from '../realtime/bus.ts';
import type { LinkSigner } from '../uploads/link-signer.ts';
import { printableText } from './printable-text.ts';
import { containsPattern } from './user-search.ts';

/** `bus`, when given, pushes the trader's notification of a decision once it is written. */
export type KycReviewDeps = { db: Db; signer: LinkSigner; now: () => Date; bus?: Bus };

const reviewColumns = [
  'k.user_id',
  'k.name',
  'k.card_id',
  'k.front_file_id',
  'k.back_file_id',
  'k.review_status',
  'k.remark',
  'k.submitted_at',
  'k.reviewed_at',
  'u.uid',
  'u.email',
] as const;

function baseQuery(db: Db) {
  return db.selectFrom('kyc_submissions as k').innerJoin('users as u', 'u.id', 'k.user_id');
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReview>['executeTakeFirstOrThrow']>>;

const selectReview = (db: Db) => baseQuery(db).select([...reviewColumns]);

function reviewView(deps: KycReviewDeps, row: ReviewRow): KycReview {
  const now = deps.now();
  return {
    userId: row.user_id,
    uid: row.uid,
    email: row.email ?? '',
    name: row.name,
    cardId: row.card_id,
    reviewStatus: row.review_status,
    remark: row.remark,
    frontUrl: deps.signer.link(row.front_file_id, now),
    backUrl: deps.signer.link(row.back_file_id, now),
    submittedAt: row.submitted_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

/** Submissions newest first, by status and by part of the uid or e-mail. */
export async function listKyc(
  deps: KycReviewDeps,
  filter: { status?: number | undefined; page?: number | undefined; user?: string | undefined },
): Promise<{ items: KycReview[]; total: number }> {
  const offset = pageOffset(filter.page, reviewPageSize);
  let query = baseQuery(deps.db);
  if (filter.status !== undefined) query = query.where('k.review_status', '=', filter.status);
  if (filter.user) {
    const pattern = containsPattern(printableText(filter.user, 'user'));
    query = query.where((eb) =>
      eb.or([eb('u.uid', 'ilike', pattern), eb('u.email', 'ilike', pattern)]),
    );
  }
  const { total } = await query
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select([...reviewColumns])
    .orderBy('k.submitted_at', 'desc')
    .orderBy('k.user_id', 'desc')
    .limit(reviewPageSize)
    .offset(offset)
    .execute();
  return { items: rows.map((row) => reviewView(deps, row)), total };
}

export async function kycReview(deps: KycReviewDeps, userId: number): Promise<KycReview> {
  const row = await selectReview(deps.db).where('k.user_id', '=', userId).executeTakeFirst();
  if (!row) throw new ApiError('notFound');
  return reviewView(deps, row);
}

/**
 * Moves a submission under review to its outcome; the status is checked in the update itself,
 * so of two operators deciding at once, one decides and the other is told it is done.
 */
async function decide(
  deps: KycReviewDeps,
  decision: { userId: number; operatorId: number; status: number; remark: string },
): Promise<KycReview> {
  const at = deps.now();
  const notice = kycNotice(
    decision.userId,
    decision.status === ReviewStatus.verified,
    decision.remark,
    at,
  );
  // The decision and the trader's notification of it are written together, or neither.
  const updated = await deps.db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable('kyc_submissions')
      .set({
        review_status: decision.status,
        remark: decision.remark,
        reviewed_at: at,
        reviewed_by: decision.operatorId,
      })
      .where('user_id', '=', decision.userId)
      .where('review_status', '=', ReviewStatus.underReview)
      .returning('user_id')
      .executeTakeFirst();
    if (row) await insertNotices(tx, [notice]);
    return row;
  });
  if (updated && deps.bus) publishNotices(deps.bus, [notice]);
  const review = await kycReview(deps, decision.userId);
  if (!updated) throw new ApiError('recordAlreadyReviewed');
  return review;
}

export function approveKyc(
  deps: KycReviewDeps,
  userId: number,
  operatorId: number,
): Promise<KycReview> {
  return decide(deps, { userId, operatorId, status: ReviewStatus.verified, remark: '' });
}

/** Sends a submission back to "not submitted" with the reason the trader is shown. */
export function rejectKyc(
  deps: KycReviewDeps,
  userId: number,
  operatorId: number,
  remark: string | undefined,
): Promise<KycReview> {
  if (!remark) throw new ApiError('enterRemark');
  return decide(deps, {
    userId,
    operatorId,
    status: ReviewStatus.notSubmitted,
    remark: printableText(remark, 'remark'),
  });
}
