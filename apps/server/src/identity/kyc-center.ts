import { type RealNameCenter, ReviewStatus } from '@tp/contract/entities';
import type { Db } from '../db/database.ts';
import type { LinkSigner } from '../uploads/link-signer.ts';
import { maskCardId } from './mask-card-id.ts';

/** What the owner sees of their verification: the ID number masked, the images by signed link. */
export async function kycCenter(
  deps: { db: Db; signer: LinkSigner; now: () => Date },
  userId: number,
): Promise<RealNameCenter> {
  const row = await deps.db
    .selectFrom('kyc_submissions')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) {
    return {
      review_status: ReviewStatus.notSubmitted,
      name: '',
      card_id: '',
      remark: '',
      front_pic: '',
      reverse_pic: '',
    };
  }
  const now = deps.now();
  return {
    review_status: row.review_status,
    name: row.name,
    card_id: maskCardId(row.card_id),
    remark: row.review_status === ReviewStatus.notSubmitted ? row.remark : '',
    front_pic: deps.signer.link(row.front_file_id, now),
    reverse_pic: deps.signer.link(row.back_file_id, now),
  };
}
