import { Decimal } from '@tp/domain/decimal';
import { marginAlertLevelMaxPct, marginAlertLevelValid } from '@tp/domain/margin-alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../ui/FormError.tsx';
import { toast } from '../../ui/toast-store.ts';
import { useMarginAlert, useSetMarginAlert } from './use-alerts.ts';

const levelOf = (text: string): Decimal | undefined =>
  /^\d+(\.\d+)?$/.test(text.trim()) ? new Decimal(text.trim()) : undefined;

/**
 * The margin alert: the risk rate under which the trader is told (once per fall), above the
 * stop-out level; checked by the domain's rule before it is sent.
 */
export function MarginAlertCard() {
  const { t } = useTranslation();
  const query = useMarginAlert();
  const save = useSetMarginAlert();
  const [draft, setDraft] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const current = query.data;
  if (!current) return null;
  const stopOut = String(current.stop_out_level);
  const text = draft ?? (current.level > 0 ? String(current.level) : '');
  const level = levelOf(text);
  const valid =
    level !== undefined &&
    marginAlertLevelValid({ levelPct: level, stopOutLevelPct: current.stop_out_level });
  const send = (value: string) => {
    setAttempted(true);
    if (value !== '0' && !valid) return;
    save.mutate(value, {
      onSuccess: () => {
        setDraft(null);
        setAttempted(false);
        toast(t('user.marginAlertSaved'));
      },
    });
  };
  return (
    <section className="alerts-section margin-alert" data-testid="margin-alert">
      <div className="alerts-section__head">
        <h2>{t('user.marginAlertTitle')}</h2>
        <span className="muted" data-testid="margin-alert-state">
          {current.level > 0
            ? t('user.marginAlertOn', { level: String(current.level) })
            : t('user.marginAlertOff')}
        </span>
      </div>
      <div className="margin-alert__form">
        <label className="field">
          <span className="field__label">{t('user.marginAlertLevel')}</span>
          <input
            className="input num"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-invalid={attempted && !valid}
            onChange={(event) => setDraft(event.target.value)}
            data-testid="margin-alert-level"
          />
        </label>
        <button
          type="button"
          className="button button--primary"
          onClick={() => send(text.trim())}
          disabled={save.isPending}
          data-testid="margin-alert-save"
        >
          {t('user.marginAlertSave')}
        </button>
        {current.level > 0 ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => send('0')}
            disabled={save.isPending}
            data-testid="margin-alert-clear"
          >
            {t('user.marginAlertClear')}
          </button>
        ) : null}
      </div>
      <FormError
        message={
          attempted && !valid
            ? t('user.marginAlertInvalid', {
                level: stopOut,
                max: marginAlertLevelMaxPct.toString(),
              })
            : null
        }
        testId="margin-alert-error"
      />
      <p className="margin-alert__hint muted">{t('user.marginAlertHint', { level: stopOut })}</p>
    </section>
  );
}
