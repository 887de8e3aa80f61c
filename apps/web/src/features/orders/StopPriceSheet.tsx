import type { Order } from '@tp/contract/entities';
import { formatPrice } from '@tp/domain/money';
import { Side } from '@tp/domain/side';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../ui/FormError.tsx';
import { Sheet } from '../../ui/Sheet.tsx';
import { stopBound } from '../trade/order-error-message.ts';
import type { OrderMarket } from './order-market.ts';
import {
  initialStopValues,
  orderSide,
  type StopSheetValues,
  stopSheetErrors,
  stopSheetMessage,
  trailStart,
} from './stop-sheet.ts';

type StopPriceSheetProps = {
  order: Order;
  market: OrderMarket;
  busy: boolean;
  onSave: (values: StopSheetValues) => void;
  onClose: () => void;
};

type StopKind = 'stopLoss' | 'takeProfit';

/**
 * Sets the take-profit, stop-loss and trailing stop (in pips) of a holding order, checked against
 * the live quote by the domain's rules before anything is sent; a blank or 0 clears one. Mount it
 * keyed by order.
 */
export function StopPriceSheet({ order, market, busy, onSave, onClose }: StopPriceSheetProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => initialStopValues(order));
  const [attempted, setAttempted] = useState(false);
  const side = orderSide(order);
  const precision = order.ForexTradeLists.PricePrecision;
  const errors = stopSheetErrors(values, side, market.quote, precision);
  const trailFrom = trailStart(values, side, market.quote, precision);
  const context = { side, quote: market.quote, values, precision };
  const firstError = attempted ? errors[0] : undefined;
  const watched = market.quote ? (side === Side.buy ? market.quote.bid : market.quote.ask) : null;

  const hint = (kind: StopKind): string | null => {
    if (!market.quote) return null;
    const bound = stopBound(kind, side, market.quote);
    return t(bound.key, { price: formatPrice(bound.price, precision) });
  };
  const fieldError = (kind: StopKind) =>
    attempted && errors.some((error) => error.endsWith(capitalised(kind)));
  // The bound shows under each field until the same words show as its error below.
  const field = (kind: StopKind, label: string) => (
    <label className="field stop-field">
      <span className="field__label">{label}</span>
      <input
        className="input num"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={values[kind]}
        placeholder={t('order.stopsClearHint')}
        aria-invalid={fieldError(kind)}
        onChange={(event) => setValues((now) => ({ ...now, [kind]: event.target.value }))}
        data-testid={`stops-${kind === 'stopLoss' ? 'loss' : 'profit'}-input`}
      />
      {hint(kind) && firstError !== errorKey(kind) ? (
        <span className="stop-field__hint muted">{hint(kind)}</span>
      ) : null}
    </label>
  );

  const save = () => {
    setAttempted(true);
    if (errors.length === 0) onSave(values);
  };

  return (
    <Sheet open title={t('order.setStops')} onClose={onClose} testId="stops-sheet">
      <p className="stops-sheet__quote">
        <span className="muted">
          {order.ForexTradeLists.ShowCode} · {t('order.currentPrice')}
        </span>
        <strong className="num" data-testid="stops-price">
          {watched ? formatPrice(watched, precision) : '--'}
        </strong>
      </p>
      {field('stopLoss', t('order.stopLoss'))}
      {field('takeProfit', t('order.takeProfit'))}
      <label className="field stop-field">
        <span className="field__label">{t('order.trailingStop')}</span>
        <input
          className="input num"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={values.trailingPips}
          placeholder={t('order.stopsClearHint')}
          aria-invalid={attempted && errors.includes('invalidTrailingDistance')}
          onChange={(event) => setValues((now) => ({ ...now, trailingPips: event.target.value }))}
          data-testid="stops-trailing-input"
        />
        {trailFrom && firstError !== 'invalidTrailingDistance' ? (
          <span className="stop-field__hint muted" data-testid="stops-trailing-hint">
            {t('order.trailingStartsAt', { price: formatPrice(trailFrom, precision) })}
          </span>
        ) : null}
      </label>
      <FormError
        message={firstError ? stopSheetMessage(t, firstError, context) : null}
        testId="stops-error"
      />
      <button
        type="button"
        className="button button--primary button--block"
        onClick={save}
        disabled={busy}
        data-testid="stops-save"
      >
        {t('public.confirm')}
      </button>
    </Sheet>
  );
}

const capitalised = (kind: StopKind): string => kind.charAt(0).toUpperCase() + kind.slice(1);
const errorKey = (kind: StopKind) =>
  kind === 'stopLoss' ? 'invalidStopLoss' : 'invalidTakeProfit';
