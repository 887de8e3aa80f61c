import { FundsStatus } from '@tp/contract/entities';

/** The translation key of each deposit and withdrawal status (spec §4). */
export const fundsStatusKey: Record<number, string> = {
  [FundsStatus.unchecked]: 'financial.statusUnchecked',
  [FundsStatus.finished]: 'financial.statusFinished',
  [FundsStatus.rejected]: 'financial.statusRejected',
  [FundsStatus.invalid]: 'financial.statusInvalid',
};
