import { ReviewStatus } from '@tp/contract/codes';
import type { RealNameCenter } from '@tp/contract/entities';
import type { CallParams } from '../../api/api-client.ts';

export type RealNameFields = {
  name: string;
  idNumber: string;
  /** Links answered by image_upload; null until uploaded. */
  front: string | null;
  back: string | null;
};

/** Every message the form can show: translation keys of the user area. */
export type RealNameError =
  | 'user.kycCompleteInfo'
  | 'user.kycEnterName'
  | 'user.kycEnterIdNumber'
  | 'user.kycUploadFrontBack';

/**
 * Spec §5: name and ID number are required, and exactly one front and one back image. With
 * neither text filled in, the trader is asked to complete the personal information as a whole.
 */
export function realNameFormError(fields: RealNameFields): RealNameError | null {
  const name = fields.name.trim();
  const idNumber = fields.idNumber.trim();
  if (!name && !idNumber) return 'user.kycCompleteInfo';
  if (!name) return 'user.kycEnterName';
  if (!idNumber) return 'user.kycEnterIdNumber';
  if (!fields.front || !fields.back) return 'user.kycUploadFrontBack';
  return null;
}

/** The body of user_real/real_name: the ID number travels as card_id. */
export function realNameRequest(fields: RealNameFields): CallParams<'realName'> {
  return {
    name: fields.name.trim(),
    card_id: fields.idNumber.trim(),
    front_pic: fields.front ?? '',
    reverse_pic: fields.back ?? '',
  };
}

/** What the page shows for a review status (spec §4): the form, or where the review stands. */
export type ReviewStage =
  | { stage: 'form'; returnedRemark: string | null }
  | { stage: 'waiting' }
  | { stage: 'certified' };

export function reviewStage(center: RealNameCenter): ReviewStage {
  if (center.review_status === ReviewStatus.notSubmitted) {
    const remark = center.remark.trim();
    return { stage: 'form', returnedRemark: remark === '' ? null : remark };
  }
  if (center.review_status === ReviewStatus.underReview) return { stage: 'waiting' };
  return { stage: 'certified' };
}

/** Spec §4 labels: not submitted, waiting for review, certified (any other status is verified). */
export function reviewStatusLabel(
  status: number,
): 'user.kycNotSubmitted' | 'user.kycWaiting' | 'user.kycCertified' {
  if (status === ReviewStatus.notSubmitted) return 'user.kycNotSubmitted';
  if (status === ReviewStatus.underReview) return 'user.kycWaiting';
  return 'user.kycCertified';
}
