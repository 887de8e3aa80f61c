import type { AccountSummary } from '@tp/contract/entities';
import { formatBalance, formatMargin, formatProfit } from '@tp/domain/money';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-store.ts';
import { formatAmount, signClass } from '../../ui/format.ts';
import { riskRateText } from './risk-rate-text.ts';
import { stopOutEquityText } from './stop-out-text.ts';

type AccountSummaryBarProps = {
  summary: AccountSummary | null;
  /** From the order list until the first live summary arrives. */
  fallback: { profit: number; balance: number } | undefined;
};

/** Total P&L, risk rate, margin, net value and free margin of the account, live from FOREX_TRADE. */
export function AccountSummaryBar({ summary, fallback }: AccountSummaryBarProps) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const profit = summary?.ProfitsTotal ?? fallback?.profit;
  const cells: [string, string, string, string][] = [
    [
      'total-profit',
      t('order.totalProfit'),
      profit === undefined ? '--' : formatProfit(profit),
      signClass(profit ?? 0),
    ],
    ['risk-rate', t('order.riskRate'), riskRateText(summary), ''],
    [
      'margin-used',
      t('order.marginUsed'),
      summary ? formatMargin(summary.CautionMoneyAll) : '--',
      '',
    ],
    ['net-value', t('order.netValue'), summary ? formatBalance(summary.Equity) : '--', ''],
    [
      'stop-out-equity',
      t('order.stopOutEquity', { level: summary?.StopOutLevel ?? '--' }),
      stopOutEquityText(summary),
      '',
    ],
    [
      'free-margin-summary',
      t('order.freeMargin'),
      summary ? formatBalance(summary.FreeMargin) : '--',
      '',
    ],
  ];
  return (
    <dl className="summary-bar">
      {cells.map(([id, label, value, tone]) => (
        <div key={id}>
          <dt>{label}</dt>
          <dd className={`num ${tone}`} data-testid={id}>
            {formatAmount(value, lang)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
