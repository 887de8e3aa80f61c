import { ReviewStatus } from '@tp/contract/entities';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { FileStore } from '../uploads/file-store.ts';
import { ownedImageId } from '../uploads/owned-image.ts';
import { printableText } from './printable-text.ts';

export type KycForm = {
  name?: string | undefined;
  card_id?: string | undefined;
  front_pic?: string | undefined;
  reverse_pic?: string | undefined;
};

/** A submission may not be replaced while it waits for review or once it is approved. */
function lockedRefusal(status: number | undefined): ApiError | undefined {
  if (status === ReviewStatus.underReview) return new ApiError('kycUnderReview');
  if (status === ReviewStatus.verified) return new ApiError('kycVerified');
  return undefined;
}

async function reviewStatusOf(db: Db, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('kyc_submissions')
    .select('review_status')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.review_status;
}

/**
 * Name, ID number and one front and one back image the user uploaded; the submission goes to
 * review (0 → 1). The status is checked again in the write itself, so two submits at once
 * leave one submission.
 */
export async function submitKyc(
  deps: { db: Db; store: FileStore; now: () => Date },
  userId: number,
  form: KycForm,
): Promise<void> {
  const locked = lockedRefusal(await reviewStatusOf(deps.db, userId));
  if (locked) throw locked;
  if (!form.name) throw new ApiError('enterName');
  if (!form.card_id) throw new ApiError('enterIdNumber');
  if (!form.front_pic || !form.reverse_pic) throw new ApiError('uploadFrontBack');
  const name = printableText(form.name, 'name');
  const cardId = printableText(form.card_id, 'card_id');
  const frontId = await ownedImageId(deps.store, form.front_pic, userId);
  const backId = await ownedImageId(deps.store, form.reverse_pic, userId);
  if (frontId === backId) throw new ApiError('uploadFrontBack');
  const written = await deps.db
    .insertInto('kyc_submissions')
    .values({
      user_id: userId,
      name,
      card_id: cardId,
      front_file_id: frontId,
      back_file_id: backId,
      review_status: ReviewStatus.underReview,
      remark: '',
      submitted_at: deps.now(),
      reviewed_at: null,
      reviewed_by: null,
    })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          card_id: eb.ref('excluded.card_id'),
          front_file_id: eb.ref('excluded.front_file_id'),
          back_file_id: eb.ref('excluded.back_file_id'),
          review_status: eb.ref('excluded.review_status'),
          remark: eb.ref('excluded.remark'),
          submitted_at: eb.ref('excluded.submitted_at'),
          reviewed_at: null,
          reviewed_by: null,
        }))
        .where('kyc_submissions.review_status', '=', ReviewStatus.notSubmitted),
    )
    .returning('user_id')
    .executeTakeFirst();
  if (!written)
    throw lockedRefusal(await reviewStatusOf(deps.db, userId)) ?? new ApiError('internal');
}
