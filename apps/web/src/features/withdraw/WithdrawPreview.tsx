import type { DrawCurrency } from '@tp/contract/entities';
import { formatBalance } from '@tp/domain/money';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-store.ts';
import { formatAmount } from '../../ui/format.ts';
import { formatBookedAmount } from '../history/record-format.ts';
import { withdrawPreview } from './withdraw-form.ts';

type WithdrawPreviewProps = {
  amount: string;
  currency: DrawCurrency;
  freeMargin: number | undefined;
};

/** Free margin, fee, rate and expected receipt of the amount as typed. */
export function WithdrawPreview({ amount, currency, freeMargin }: WithdrawPreviewProps) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const quote = withdrawPreview(amount, currency);
  const rows: [string, string, string][] = [
    [
      'free-margin',
      t('withdraw.freeMargin'),
      freeMargin === undefined ? '--' : `${formatAmount(formatBalance(freeMargin), lang)} USD`,
    ],
    [
      'fee',
      t('withdraw.fee'),
      quote ? `${formatAmount(formatBookedAmount(quote.fee), lang)} USD` : '--',
    ],
    [
      'rate',
      t('withdraw.rate'),
      t('withdraw.rateValue', { rate: currency.draw_rate, code: currency.code }),
    ],
    [
      'receipt',
      t('withdraw.expectedReceipt'),
      quote
        ? `${formatAmount(formatBookedAmount(quote.expectedReceipt), lang)} ${currency.code}`
        : '--',
    ],
  ];
  return (
    <dl className="withdraw-preview">
      {rows.map(([key, label, value]) => (
        <div key={key} className="withdraw-preview__row">
          <dt className="muted">{label}</dt>
          <dd className="num" data-testid={`withdraw-preview-${key}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
