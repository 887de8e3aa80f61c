import { formatBalance, formatMargin } from '@tp/domain/money';
import type { OrderEstimate } from '@tp/domain/order-check';
import { useTranslation } from 'react-i18next';
import { useTestId } from '../../ui/pane-visibility.ts';

type OrderEstimatesProps = {
  summary: OrderEstimate | undefined;
  /** Shown once the live account summary has arrived. */
  freeMargin: number | undefined;
};

/** Estimated margin and handling fee of the order as it stands, beside the free margin. */
export function OrderEstimates({ summary, freeMargin }: OrderEstimatesProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  return (
    <dl className="estimates">
      <div>
        <dt>{t('trade.estimatedMargin')}</dt>
        <dd className="num" data-testid={tid('est-margin')}>
          {summary ? formatMargin(summary.margin) : '--'}
        </dd>
      </div>
      <div>
        <dt>{t('trade.estimatedFee')}</dt>
        <dd className="num" data-testid={tid('est-fee')}>
          {summary ? formatMargin(summary.fee) : '--'}
        </dd>
      </div>
      {freeMargin === undefined ? null : (
        <div>
          <dt>{t('trade.freeMargin')}</dt>
          <dd className="num" data-testid={tid('free-margin')}>
            {formatBalance(freeMargin)}
          </dd>
        </div>
      )}
    </dl>
  );
}
