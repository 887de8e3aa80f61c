import { formatBalance, formatProfit } from '@tp/domain/money';
import { useTranslation } from 'react-i18next';
import { useAccountLive } from '../../realtime/use-realtime.ts';
import { useSession } from '../../session/session-store.ts';
import { formatAmount, signClass } from '../../ui/format.ts';
import { useTestId } from '../../ui/pane-visibility.ts';
import { riskRateText } from '../orders/risk-rate-text.ts';

/** The signed-in account at a glance beside the order form, live from FOREX_TRADE. */
export function AccountStrip() {
  const loggedIn = useSession((s) => s.token !== null);
  return loggedIn ? <AccountStripCells /> : null;
}

function AccountStripCells() {
  const tid = useTestId();
  const { t } = useTranslation();
  const summary = useAccountLive();
  const lang = useSession((s) => s.lang);
  const cells: [string, string, string, string][] = [
    [
      'strip-profit',
      t('order.totalProfitShort'),
      summary ? formatProfit(summary.ProfitsTotal) : '--',
      signClass(summary?.ProfitsTotal ?? 0),
    ],
    ['strip-risk', t('order.riskRate'), riskRateText(summary), ''],
    ['strip-equity', t('order.netValue'), summary ? formatBalance(summary.Equity) : '--', ''],
    [
      'strip-free-margin',
      t('order.freeMargin'),
      summary ? formatBalance(summary.FreeMargin) : '--',
      '',
    ],
  ];
  return (
    <dl className="account-strip" data-testid={tid('account-strip')}>
      {cells.map(([id, label, value, tone]) => (
        <div key={id}>
          <dt>{label}</dt>
          <dd className={`num ${tone}`} data-testid={tid(id)}>
            {formatAmount(value, lang)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
