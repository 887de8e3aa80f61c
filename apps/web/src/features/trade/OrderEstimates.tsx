import type { Decimal } from '@tp/domain/decimal';
import { formatBalance, formatMargin } from '@tp/domain/money';
import type { OrderEstimate } from '@tp/domain/order-check';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-store.ts';
import { formatAmount } from '../../ui/format.ts';
import { useTestId } from '../../ui/pane-visibility.ts';

type OrderEstimatesProps = {
  summary: OrderEstimate | undefined;
  /** Shown once the live account summary has arrived. */
  freeMargin: number | undefined;
  /** USD one pip moves the order by. */
  pipValue?: Decimal | undefined;
};

/** Estimated margin and handling fee of the order as it stands, beside the free margin. */
export function OrderEstimates({ summary, freeMargin, pipValue }: OrderEstimatesProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <dl className="estimates">
      <div>
        <dt>{t('trade.estimatedMargin')}</dt>
        <dd className="num" data-testid={tid('est-margin')}>
          {summary ? formatAmount(formatMargin(summary.margin), lang) : '--'}
        </dd>
      </div>
      <div>
        <dt>{t('trade.estimatedFee')}</dt>
        <dd className="num" data-testid={tid('est-fee')}>
          {summary ? formatAmount(formatMargin(summary.fee), lang) : '--'}
        </dd>
      </div>
      <div>
        <dt>{t('trade.pipValue')}</dt>
        <dd className="num" data-testid={tid('pip-value')}>
          {pipValue ? formatAmount(formatBalance(pipValue), lang) : '--'}
        </dd>
      </div>
      {freeMargin === undefined ? null : (
        <div>
          <dt>{t('trade.freeMargin')}</dt>
          <dd className="num" data-testid={tid('free-margin')}>
            {formatAmount(formatBalance(freeMargin), lang)}
          </dd>
        </div>
      )}
    </dl>
  );
}
