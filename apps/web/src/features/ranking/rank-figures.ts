import { formatBalance } from '@tp/domain/money';

/** A share as the board shows it, without a sign: 66.67%. */
export const plainPercent = (value: number): string => `${value.toFixed(2)}%`;

/** An amount of the board with its sign: +190.40, −12.00. */
export const signedAmount = (value: number): string =>
  value > 0 ? `+${formatBalance(value)}` : formatBalance(value);

/** The first three places wear a medal's colour. */
export function placeTone(rank: number): 'gold' | 'silver' | 'bronze' | 'plain' {
  if (rank === 1) return 'gold';
  if (rank === 2) return 'silver';
  if (rank === 3) return 'bronze';
  return 'plain';
}

/** Calm, careful or wild, by the 1–10 risk score: 1–3, 4–6, 7–10. */
export function riskTone(score: number): 'low' | 'medium' | 'high' {
  if (score <= 3) return 'low';
  if (score <= 6) return 'medium';
  return 'high';
}
