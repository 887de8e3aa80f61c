import type { WithdrawalReview } from '@tp/contract/admin-endpoints';
import { Decimal } from '@tp/domain/decimal';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { printableText } from '../identity/printable-text.ts';
import type { FundsEngine } from './funds-engine.ts';
import { type ReviewFilter, reviewPage } from './review-page.ts';

export type WithdrawalReviewDeps = { db: Db; engine: FundsEngine };

/** Larger than any real payment; beyond it the figure is a typing error. */
const paidMax = new Decimal('1e12');

const selectReview = (db: Db) =>
  db
    .selectFrom('withdrawals as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .selectAll('w')
    .select(['u.uid', 'u.email']);

type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReview>['executeTakeFirstOrThrow']>>;

const reviewView = (row: ReviewRow): WithdrawalReview => ({
  id: row.id,
  userId: row.user_id,
  uid: row.uid,
  email: row.email ?? '',
  type: row.kind,
  number: Number(row.amount),
  fee: Number(row.fee),
  expectedNumber: Number(row.expected_number),
  realNumber: Number(row.real_number),
  currencyCode: row.currency_code,
  protocol: row.protocol,
  destination: row.destination,
  notes: row.notes,
  status: row.status,
  remark: row.remark,
  createdAt: row.created_at.toISOString(),
  reviewedAt: row.reviewed_at?.toISOString() ?? null,
});

/** Withdrawals newest first, by status and by part of the uid or e-mail. */
export async function listWithdrawals(
  deps: WithdrawalReviewDeps,
  filter: ReviewFilter,
): Promise<{ items: WithdrawalReview[]; total: number }> {
  const columns = { status: 'w.status', id: 'w.id' } as const;
  const { rows, total } = await reviewPage(selectReview(deps.db), columns, filter);
  return { items: rows.map(reviewView), total };
}

export async function withdrawalReview(
  deps: WithdrawalReviewDeps,
  id: number,
): Promise<WithdrawalReview> {
  const row = await selectReview(deps.db).where('w.id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('notFound');
  return reviewView(row);
}

/** Records what was paid (in the draw currency) and releases the hold: the money has left. */
export async function payWithdrawal(
  deps: WithdrawalReviewDeps,
  cmd: { id: number; realNumber: Decimal; operatorId: number },
): Promise<void> {
  const paid = cmd.realNumber;
  if (!paid.isFinite() || paid.lt(0) || paid.gt(paidMax)) {
    throw new ApiError('invalidField', { field: 'realNumber' });
  }
  await deps.engine.payWithdrawal({
    withdrawalId: cmd.id,
    realNumber: paid,
    operatorId: cmd.operatorId,
  });
}

/** Refuses the withdrawal with the remark the trader is shown; the held amount returns. */
export async function rejectWithdrawal(
  deps: WithdrawalReviewDeps,
  cmd: { id: number; remark?: string | undefined; operatorId: number },
): Promise<void> {
  if (!cmd.remark) throw new ApiError('enterRemark');
  await deps.engine.rejectWithdrawal({
    withdrawalId: cmd.id,
    remark: printableText(cmd.remark, 'remark'),
    operatorId: cmd.operatorId,
  });
}
