import type { Instrument } from '@tp/contract/entities';
import { formatPrice } from '@tp/domain/money';
import { AlertDirection } from '@tp/domain/price-alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/i18n.ts';
import { FormError } from '../../ui/FormError.tsx';
import { Sheet } from '../../ui/Sheet.tsx';
import { toast } from '../../ui/toast-store.ts';
import { useShownQuote } from '../market/use-live-quote.ts';
import {
  type AlertFormError,
  type AlertFormValues,
  alertFormErrors,
  alertPriceParam,
  initialAlertValues,
} from './alert-form.ts';
import { useAddAlert } from './use-alerts.ts';

type AlertSheetProps = { instrument: Instrument; onClose: () => void };

const directions = [
  { direction: AlertDirection.above, labelKey: 'user.alertAbove', testId: 'alert-above' },
  { direction: AlertDirection.below, labelKey: 'user.alertBelow', testId: 'alert-below' },
] as const;

/**
 * A price alert for the instrument: above or below a price (opened on the live one), once or at
 * every crossing; checked by the domain's rule before it is sent. Mount it when it opens.
 */
export function AlertSheet({ instrument, onClose }: AlertSheetProps) {
  const { t } = useTranslation();
  const precision = instrument.PricePrecision;
  const quote = useShownQuote(instrument);
  const mid = quote.last > 0 ? quote.last : undefined;
  const [values, setValues] = useState<AlertFormValues>(() => initialAlertValues(mid, precision));
  const [attempted, setAttempted] = useState(false);
  const add = useAddAlert(() => {
    toast(t('user.alertAdded'));
    onClose();
  });
  const errors = alertFormErrors(values, { mid, precision });
  const firstError = attempted ? errors[0] : undefined;
  const change = (next: Partial<AlertFormValues>) => setValues((now) => ({ ...now, ...next }));

  const save = () => {
    setAttempted(true);
    if (errors.length > 0 || add.isPending) return;
    add.mutate({
      forexId: instrument.Id,
      direction: values.direction,
      price: alertPriceParam(values),
      repeat: values.repeat,
    });
  };

  return (
    <Sheet
      open
      title={t('user.alertSheetTitle', { symbol: instrument.ShowCode })}
      onClose={onClose}
      testId="alert-sheet"
    >
      <p className="alert-sheet__quote">
        <span className="muted">{t('user.alertCurrentPrice')}</span>
        <strong className="num" data-testid="alert-current-price">
          {mid === undefined ? '--' : formatPrice(mid, precision)}
        </strong>
      </p>
      <fieldset className="segmented alert-sheet__choice" aria-label={t('user.alertDirection')}>
        {directions.map((item) => (
          <button
            key={item.direction}
            type="button"
            aria-pressed={values.direction === item.direction}
            className={`segmented__item${values.direction === item.direction ? ' segmented__item--active' : ''}`}
            onClick={() => change({ direction: item.direction })}
            data-testid={item.testId}
          >
            {t(item.labelKey)}
          </button>
        ))}
      </fieldset>
      <label className="field">
        <span className="field__label">{t('user.alertPrice')}</span>
        <input
          className="input num"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={values.price}
          aria-invalid={firstError !== undefined}
          onChange={(event) => change({ price: event.target.value })}
          data-testid="alert-price"
        />
      </label>
      <fieldset className="segmented alert-sheet__choice" aria-label={t('user.alertFrequency')}>
        {[false, true].map((repeat) => (
          <button
            key={String(repeat)}
            type="button"
            aria-pressed={values.repeat === repeat}
            className={`segmented__item${values.repeat === repeat ? ' segmented__item--active' : ''}`}
            onClick={() => change({ repeat })}
            data-testid={repeat ? 'alert-repeat' : 'alert-once'}
          >
            {t(repeat ? 'user.alertRepeat' : 'user.alertOnce')}
          </button>
        ))}
      </fieldset>
      <p className="alert-sheet__hint muted">
        {t(values.repeat ? 'user.alertRepeatHint' : 'user.alertOnceHint')}
      </p>
      <FormError
        message={firstError ? errorText(t, firstError, values, mid, precision) : null}
        testId="alert-error"
      />
      <button
        type="button"
        className="button button--primary button--block"
        onClick={save}
        disabled={add.isPending}
        data-testid="alert-save"
      >
        {t('user.alertCreate')}
      </button>
    </Sheet>
  );
}

function errorText(
  t: (key: TranslationKey, values?: Record<string, string>) => string,
  error: AlertFormError,
  values: AlertFormValues,
  mid: number | undefined,
  precision: number,
): string {
  switch (error) {
    case 'priceRequired':
      return t('user.alertPriceRequired');
    case 'priceInvalid':
      return t('user.alertPriceInvalid', { digits: String(precision) });
    case 'priceReached':
      return t(
        values.direction === AlertDirection.above
          ? 'user.alertPriceReachedAbove'
          : 'user.alertPriceReachedBelow',
        { price: mid === undefined ? '' : formatPrice(mid, precision) },
      );
  }
}
