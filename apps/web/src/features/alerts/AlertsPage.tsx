import type { PriceAlert } from '@tp/contract/alerts';
import type { Instrument } from '@tp/contract/entities';
import { formatPrice } from '@tp/domain/money';
import { AlertDirection } from '@tp/domain/price-alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-store.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { formatUtcTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { useTradeList } from '../market/use-trade-list.ts';
import { MarginAlertCard } from './MarginAlertCard.tsx';
import { useAlertList, useRemoveAlert } from './use-alerts.ts';
import './alerts.css';

function AlertRow({
  alert,
  instrument,
  onRemove,
}: {
  alert: PriceAlert;
  instrument: Instrument | undefined;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const price = formatPrice(alert.price, instrument?.PricePrecision ?? 5);
  const fired = alert.fired_at !== '';
  return (
    <li className="alert-row" data-testid="alert-row" data-active={alert.active}>
      <div className="alert-row__main">
        <span className="alert-row__symbol">{instrument?.ShowCode ?? ''}</span>
        <span>
          {t(
            alert.direction === AlertDirection.above
              ? 'user.alertRuleAbove'
              : 'user.alertRuleBelow',
            {
              price,
            },
          )}
          {' · '}
          {t(alert.repeat === 1 ? 'user.alertRepeat' : 'user.alertOnce')}
        </span>
        <span
          className={`alert-row__state${fired ? ' alert-row__state--fired' : ' muted'}`}
          data-testid="alert-state"
        >
          {fired
            ? t('user.alertFired', { time: formatUtcTime(alert.fired_at, lang) })
            : t('user.alertWaiting')}
        </span>
      </div>
      <button
        type="button"
        className="button button--ghost"
        onClick={onRemove}
        data-testid="alert-remove"
      >
        {t('user.alertRemove')}
      </button>
    </li>
  );
}

/**
 * `/mine/alerts`: the trader's margin alert and price alerts (newest first, a fired one-off
 * alert kept until removed), each removed after a confirmation.
 */
export function AlertsPage() {
  const { t } = useTranslation();
  const list = useAlertList();
  const instruments = useTradeList().data;
  const remove = useRemoveAlert();
  const [removing, setRemoving] = useState<number | null>(null);
  const alerts = list.data?.data ?? [];
  const instrumentOf = (id: number) => instruments?.find((item) => item.Id === id);
  return (
    <div className="page alerts-page">
      <PageHeader title={t('user.alertTitle')} back />
      <MarginAlertCard />
      <section className="alerts-section" data-testid="price-alerts">
        <div className="alerts-section__head">
          <h2>{t('user.alertPriceTitle')}</h2>
          {list.data ? (
            <span className="muted" data-testid="alert-count">
              {t('user.alertCount', { used: String(alerts.length), max: String(list.data.max) })}
            </span>
          ) : null}
        </div>
        {list.isPending ? (
          <SkeletonRows count={4} />
        ) : alerts.length === 0 ? (
          <p className="muted" data-testid="alerts-empty">
            {t('user.alertEmpty')}
          </p>
        ) : (
          <ul className="alert-list">
            {alerts.map((alert) => (
              <AlertRow
                key={alert.id}
                alert={alert}
                instrument={instrumentOf(alert.forex_id)}
                onRemove={() => setRemoving(alert.id)}
              />
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={removing !== null}
        title={t('user.alertRemoveConfirm')}
        confirmLabel={t('user.alertRemove')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing === null) return;
          remove.mutate(removing, { onSettled: () => setRemoving(null) });
        }}
      />
    </div>
  );
}
