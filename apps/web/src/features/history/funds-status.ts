import { FundsStatus } from '@tp/contract/codes';

type StatusKey =
  | 'financial.statusUnchecked'
  | 'financial.statusFinished'
  | 'financial.statusRejected'
  | 'financial.statusInvalid';

const statusKeys: Readonly<Record<number, StatusKey>> = {
  [FundsStatus.unchecked]: 'financial.statusUnchecked',
  [FundsStatus.finished]: 'financial.statusFinished',
  [FundsStatus.rejected]: 'financial.statusRejected',
  [FundsStatus.invalid]: 'financial.statusInvalid',
};

/** Spec §4 labels of deposit and withdrawal records; undefined for a status it does not name. */
export const fundsStatusKey = (status: number): StatusKey | undefined => statusKeys[status];

/** The badge colour of a status: waiting, done, or refused. */
export function fundsStatusTone(status: number): 'waiting' | 'done' | 'refused' {
  if (status === FundsStatus.finished) return 'done';
  if (status === FundsStatus.unchecked) return 'waiting';
  return 'refused';
}

/** The operator's remark is shown on a rejected record only (spec §4). */
export function rejectionRemark(record: { status: number; remark: string }): string | null {
  const remark = record.remark.trim();
  return record.status === FundsStatus.rejected && remark !== '' ? remark : null;
}
