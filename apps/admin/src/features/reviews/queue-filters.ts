import { FundsStatus, ReviewStatus } from '@tp/contract/codes';
import type { MessageKey } from '../../i18n/messages.ts';

/** A status tab of a review list: `all` shows every status. */
export type StatusTab = { key: string; status: number | undefined; label: MessageKey };

/** Deposits and withdrawals: what waits for a decision comes first. */
export const fundsTabs: readonly StatusTab[] = [
  {
    key: String(FundsStatus.unchecked),
    status: FundsStatus.unchecked,
    label: 'financial.statusUnchecked',
  },
  {
    key: String(FundsStatus.finished),
    status: FundsStatus.finished,
    label: 'financial.statusFinished',
  },
  {
    key: String(FundsStatus.rejected),
    status: FundsStatus.rejected,
    label: 'financial.statusRejected',
  },
  {
    key: String(FundsStatus.invalid),
    status: FundsStatus.invalid,
    label: 'financial.statusInvalid',
  },
  { key: 'all', status: undefined, label: 'public.all' },
];

/** Identity: submissions under review first, then certified, then sent back. */
export const kycTabs: readonly StatusTab[] = [
  {
    key: String(ReviewStatus.underReview),
    status: ReviewStatus.underReview,
    label: 'user.kycUnderReview',
  },
  { key: String(ReviewStatus.verified), status: ReviewStatus.verified, label: 'user.kycVerified' },
  {
    key: String(ReviewStatus.notSubmitted),
    status: ReviewStatus.notSubmitted,
    label: 'user.kycSentBack',
  },
  { key: 'all', status: undefined, label: 'public.all' },
];

/** The tab a `?status=` value opens; the first tab when it names none of them. */
export function tabOf(tabs: readonly StatusTab[], value: string | null): StatusTab {
  const first = tabs[0] as StatusTab;
  return tabs.find((tab) => tab.key === value) ?? first;
}
