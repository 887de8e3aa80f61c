import type { AccountDetail } from '@tp/contract/entities';
import { formatBalance } from '@tp/domain/money';

export type WalletFigure = {
  key: 'lock-balance' | 'equity' | 'free-margin' | 'withdrawing';
  labelKey: 'wallet.lockBalance' | 'wallet.equity' | 'wallet.freeMargin' | 'wallet.withdrawing';
  value: string;
};

/** The figures under the balance, each at the balance's 2 decimals (spec §9). */
export function walletFigures(detail: AccountDetail): WalletFigure[] {
  return [
    {
      key: 'lock-balance',
      labelKey: 'wallet.lockBalance',
      value: formatBalance(detail.lock_balance),
    },
    { key: 'equity', labelKey: 'wallet.equity', value: formatBalance(detail.equity) },
    { key: 'free-margin', labelKey: 'wallet.freeMargin', value: formatBalance(detail.free_margin) },
    {
      key: 'withdrawing',
      labelKey: 'wallet.withdrawing',
      value: formatBalance(detail.withdrawing),
    },
  ];
}
