import type { DepositReview } from '@tp/contract/admin-endpoints';
import { FundsStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { depositCredit } from '@tp/domain/deposit-credit';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { printableText } from '../identity/printable-text.ts';
import type { LinkSigner } from '../uploads/link-signer.ts';
import type { FundsEngine } from './funds-engine.ts';
import { type ReviewFilter, reviewPage } from './review-page.ts';

export type DepositReviewDeps = {
  db: Db;
  signer: LinkSigner;
  engine: FundsEngine;
  now: () => Date;
};

/** Larger than any real credit; beyond it the figure is a typing error. */
const creditMax = new Decimal('1e12');

const selectReview = (db: Db) =>
  db
    .selectFrom('deposits as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('deposit_networks as n', 'n.id', 'd.network_id')
    .leftJoin('wire_options as w', 'w.id', 'd.wire_option_id')
    .selectAll('d')
    .select([
      'u.uid',
      'u.email',
      'n.usd_price as network_usd_price',
      'w.usd_price as wire_usd_price',
    ]);

type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReview>['executeTakeFirstOrThrow']>>;

function reviewView(deps: DepositReviewDeps, row: ReviewRow): DepositReview {
  return {
    id: row.id,
    userId: row.user_id,
    uid: row.uid,
    email: row.email ?? '',
    type: row.kind,
    number: Number(row.amount),
    currencyCode: row.currency_code,
    channel: row.channel,
    address: row.address,
    proofUrl: deps.signer.link(row.proof_file_id, deps.now()),
    status: row.status,
    remark: row.remark,
    credited: Number(row.credited),
    createdAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

/** Deposits newest first, by status and by part of the uid or e-mail. */
export async function listDeposits(
  deps: DepositReviewDeps,
  filter: ReviewFilter,
): Promise<{ items: DepositReview[]; total: number }> {
  const columns = { status: 'd.status', id: 'd.id' } as const;
  const { rows, total } = await reviewPage(selectReview(deps.db), columns, filter);
  return { items: rows.map((row) => reviewView(deps, row)), total };
}

async function reviewRow(deps: DepositReviewDeps, id: number): Promise<ReviewRow> {
  const row = await selectReview(deps.db).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('notFound');
  return row;
}

export async function depositReview(deps: DepositReviewDeps, id: number): Promise<DepositReview> {
  return reviewView(deps, await reviewRow(deps, id));
}

/** The USD to credit (`depositCredit`): the operator's figure, or the amount at the channel's USD price. */
function creditOf(row: ReviewRow, credited: Decimal | undefined): Decimal {
  const price = row.network_usd_price ?? row.wire_usd_price;
  const amount = depositCredit({
    amount: new Decimal(row.amount),
    usdPrice: new Decimal(price ?? 0),
    typed: credited,
  });
  if (!amount.isFinite() || amount.lte(0) || amount.gt(creditMax)) {
    throw new ApiError('invalidField', { field: 'credited' });
  }
  return amount;
}

/** Marks the deposit finished and credits the balance through the engine, in one step. */
export async function finishDeposit(
  deps: DepositReviewDeps,
  cmd: { id: number; credited?: Decimal | undefined; operatorId: number },
): Promise<void> {
  const row = await reviewRow(deps, cmd.id);
  if (row.status !== FundsStatus.unchecked) throw new ApiError('recordAlreadyReviewed');
  await deps.engine.finishDeposit({
    depositId: row.id,
    credited: creditOf(row, cmd.credited),
    operatorId: cmd.operatorId,
  });
}

/** Rejected (the trader is shown the remark, which is required) or invalid; no money moves. */
export async function closeDeposit(
  deps: DepositReviewDeps,
  cmd: { id: number; status: 2 | 3; remark: string | undefined; operatorId: number },
): Promise<void> {
  if (cmd.status === FundsStatus.rejected && !cmd.remark) throw new ApiError('enterRemark');
  const row = await reviewRow(deps, cmd.id);
  if (row.status !== FundsStatus.unchecked) throw new ApiError('recordAlreadyReviewed');
  await deps.engine.closeDeposit({
    depositId: row.id,
    status: cmd.status,
    remark: printableText(cmd.remark ?? '', 'remark'),
    operatorId: cmd.operatorId,
  });
}
