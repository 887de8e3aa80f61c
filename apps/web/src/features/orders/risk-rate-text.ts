import type { AccountSummary } from '@tp/contract/entities';
import { formatBalance } from '@tp/domain/money';

/**
 * The risk rate as shown: a percent with 2 decimals while positions hold margin. With none the
 * server reports 0, which would read as the worst possible rate, so nothing is shown instead.
 */
export function riskRateText(summary: AccountSummary | null): string {
  if (!summary || summary.CautionMoneyAll <= 0) return '--';
  return `${formatBalance(summary.HazardRate)}%`;
}
