import type { Order } from '@tp/contract/entities';
import { OrderStatus } from '@tp/contract/entities';
import { formatMargin, formatPrice, formatProfit } from '@tp/domain/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUtcTime, signClass } from '../../ui/format.ts';
import { Sheet } from '../../ui/Sheet.tsx';
import { closeReasonLabel, sideLabel, statusLabel } from './order-labels.ts';

type OrderDetailSheetProps = {
  order: Order | null;
  onClose: () => void;
  /** Offered for a holding order. */
  onClosePosition?: (order: Order) => void;
};

export function OrderDetailSheet({ order, onClose, onClosePosition }: OrderDetailSheetProps) {
  const { t } = useTranslation();
  if (!order) return null;
  const precision = order.ForexTradeLists.PricePrecision;
  const price = (value: number) => (value > 0 ? formatPrice(value, precision) : t('order.notSet'));
  const closed = order.Status === OrderStatus.closed;
  const status = statusLabel(order.Status);
  const reason = closed ? closeReasonLabel(order.CloseReason) : undefined;
  const rows: [string, ReactNode][] = [
    [t('order.orderNo'), order.Id],
    [t('order.instrument'), order.ForexTradeLists.ShowCode],
    [t('order.side'), t(sideLabel(order.OrderType))],
    [t('order.status'), status ? t(status) : order.Status],
    [t('order.lots'), order.Quantity],
    [t('order.leverage'), order.Multiple > 0 ? `×${order.Multiple}` : t('order.notSet')],
    [t('order.openPrice'), price(order.OriginPrice)],
    [closed ? t('order.closePrice') : t('order.currentPrice'), price(order.UpdatePrice)],
    ...(order.Status === OrderStatus.pending
      ? [[t('order.targetPrice'), price(order.Price)] as [string, ReactNode]]
      : []),
    [t('order.margin'), formatMargin(order.CautionMoney)],
    [t('order.fee'), formatMargin(order.TradeFee)],
    [t('order.stopLoss'), price(order.TargetLossPrice)],
    [t('order.takeProfit'), price(order.TargetProfitPrice)],
    [t('order.openTime'), formatUtcTime(order.CreateTimeHandler)],
    [t('order.closeTime'), formatUtcTime(order.CompleteTimeHandler)],
    ...(reason ? [[t('order.closeReason'), t(reason)] as [string, ReactNode]] : []),
  ];
  return (
    <Sheet open title={t('order.detail')} onClose={onClose} testId="order-detail">
      <div className={`detail-pnl num ${signClass(order.FactProfits)}`} data-testid="detail-pnl">
        <span className="muted">{t('order.profit')}</span>
        <strong>{formatProfit(order.FactProfits)}</strong>
      </div>
      <dl className="detail-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className="num">{value}</dd>
          </div>
        ))}
      </dl>
      {onClosePosition && order.Status === OrderStatus.holding ? (
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => onClosePosition(order)}
          data-testid="detail-close"
        >
          {t('order.closePosition')}
        </button>
      ) : null}
    </Sheet>
  );
}
