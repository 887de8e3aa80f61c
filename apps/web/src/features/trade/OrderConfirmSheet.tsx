import type { Instrument } from '@tp/contract/entities';
import { formatWireTime } from '@tp/contract/wire-time';
import { formatMargin, formatPrice } from '@tp/domain/money';
import { ExpireType } from '@tp/domain/order-expiry';
import { Side } from '@tp/domain/side';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-store.ts';
import { formatAmount, formatUtcTime } from '../../ui/format.ts';
import { Sheet } from '../../ui/Sheet.tsx';
import { expiryMoment } from './order-expiry-input.ts';
import { OrderMode } from './order-form-state.ts';
import { orderKindKey } from './order-ticket-labels.ts';
import { trailingHintMessage } from './order-trailing.ts';
import { parseAmount } from './parse-amount.ts';
import type { OrderPreview } from './use-order-form.ts';

type OrderConfirmSheetProps = {
  instrument: Instrument;
  preview: OrderPreview | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Side, lots, price, margin, fee and stops of the order about to go out, with its live figures. */
export function OrderConfirmSheet({
  instrument,
  preview,
  onConfirm,
  onCancel,
}: OrderConfirmSheetProps) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  if (!preview) return null;
  const { side, state, estimate, trailing } = preview;
  const precision = instrument.PricePrecision;
  const pending = state.mode === OrderMode.pending;
  const kind = t(orderKindKey(side, preview.pendingKind, pending));
  const price = (text: string) => {
    const level = parseAmount(text);
    return level?.gt(0) ? formatPrice(level, precision) : t('order.notSet');
  };
  const money = (amount: Parameters<typeof formatMargin>[0] | undefined) =>
    amount === undefined ? '--' : formatAmount(formatMargin(amount), lang);
  /** Good till cancelled, or the moment in the trader's local time (end of day named as such). */
  const expires = () => {
    const at = expiryMoment(state, new Date());
    if (state.expireType === ExpireType.goodTillCancelled || !at) {
      return t('trade.expiryGoodTillCancelled');
    }
    const time = formatUtcTime(formatWireTime(at), lang);
    return state.expireType === ExpireType.endOfDay
      ? `${t('trade.expiryEndOfDay')} · ${time}`
      : time;
  };
  const rows = [
    { id: 'lots', label: t('trade.lots'), value: state.lots },
    {
      id: 'price',
      label: pending ? t('trade.targetPrice') : t('trade.marketPrice'),
      value: pending
        ? price(state.targetPrice)
        : estimate
          ? formatPrice(estimate.price, precision)
          : '--',
    },
    ...(pending ? [{ id: 'expiry', label: t('trade.expires'), value: expires() }] : []),
    { id: 'margin', label: t('trade.estimatedMargin'), value: money(estimate?.margin) },
    { id: 'fee', label: t('trade.estimatedFee'), value: money(estimate?.fee) },
    {
      id: 'stop-loss',
      label: t('trade.stopLoss'),
      // A trailing stop sets a market order's stop-loss at once: the price it starts at.
      value:
        trailing?.kind === 'startsAt'
          ? formatPrice(trailing.price, precision)
          : state.stopLossOn
            ? price(state.stopLoss)
            : t('order.notSet'),
    },
    {
      id: 'take-profit',
      label: t('trade.takeProfit'),
      value: state.takeProfitOn ? price(state.takeProfit) : t('order.notSet'),
    },
    ...(state.trailingOn
      ? [{ id: 'trailing', label: t('order.trailingStop'), value: state.trailingPips }]
      : []),
  ];
  const buy = side === Side.buy;
  return (
    <Sheet
      open
      title={t('trade.confirmTitle', { kind, code: instrument.ShowCode })}
      onClose={onCancel}
      testId="order-confirm"
    >
      <dl className="detail-list">
        {rows.map((row) => (
          <div key={row.id} data-testid={`confirm-${row.id}`}>
            <dt>{row.label}</dt>
            <dd className="num">{row.value}</dd>
          </div>
        ))}
      </dl>
      {trailing ? (
        <p className="muted order-confirm__note" data-testid="confirm-trailing-note">
          {trailingHintMessage(t, trailing, precision)}
        </p>
      ) : null}
      {pending ? null : <p className="muted order-confirm__note">{t('trade.marketPriceNote')}</p>}
      <div className="order-confirm__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={onCancel}
          data-testid="confirm-cancel"
        >
          {t('public.cancel')}
        </button>
        <button
          type="button"
          className={`button trade-button--${buy ? 'buy' : 'sell'}`}
          onClick={onConfirm}
          data-testid="confirm-ok"
        >
          {t('trade.confirmPlace', { kind, lots: state.lots })}
        </button>
      </div>
    </Sheet>
  );
}
