import type { Order } from '@tp/contract/entities';
import { dec } from '@tp/domain/decimal';
import { formatMargin, formatProfit } from '@tp/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../trade/trade.css';
import './orders.css';
import { useSession } from '../../session/session-store.ts';
import { formatAmount, signClass } from '../../ui/format.ts';
import { Sheet } from '../../ui/Sheet.tsx';
import { useTradeList } from '../market/use-trade-list.ts';
import { instrumentTerms } from '../trade/instrument-terms.ts';
import { LotsStepper } from '../trade/LotsStepper.tsx';
import { stepLots } from '../trade/order-form-state.ts';
import { closePreview } from './close-preview.ts';

type ClosePositionSheetProps = {
  order: Order | null;
  busy: boolean;
  /** Closes `lots` of the position, or all of it when `lots` is every lot it holds. */
  onConfirm: (order: Order, lots: number) => void;
  onCancel: () => void;
};

/**
 * The close sheet: every lot by default, or part of them in the instrument's lot steps, with
 * what the close would realise and release as the domain books it.
 */
export function ClosePositionSheet({ order, busy, onConfirm, onCancel }: ClosePositionSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet
      open={order !== null}
      title={t('order.closeConfirmTitle')}
      onClose={onCancel}
      testId="close-sheet"
    >
      {order ? <CloseForm key={order.Id} order={order} busy={busy} onConfirm={onConfirm} /> : null}
    </Sheet>
  );
}

function CloseForm({
  order,
  busy,
  onConfirm,
}: {
  order: Order;
  busy: boolean;
  onConfirm: (order: Order, lots: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const instrument = useTradeList().data?.find((item) => item.Id === order.ForexId);
  const [lots, setLots] = useState(String(order.Quantity));
  // The stepper moves within the position: at most every lot it holds.
  const terms = instrument
    ? { ...instrumentTerms(instrument), maxLots: dec(order.Quantity) }
    : undefined;
  const preview = closePreview(order, terms, lots);
  const code = order.ForexTradeLists.ShowCode;
  return (
    <div className="close-sheet">
      <p className="close-sheet__what">{t('order.closeConfirm', { code, lots: order.Quantity })}</p>
      {terms ? (
        <fieldset className="close-sheet__lots">
          <legend>{t('order.closeLots')}</legend>
          <LotsStepper
            lots={lots}
            terms={terms}
            onType={setLots}
            onStep={(by) => setLots(stepLots(lots, by, terms))}
            testIdPrefix="close-"
          />
          <small className={preview ? 'muted' : 'close-sheet__error'} data-testid="close-lots-hint">
            {preview && !preview.whole
              ? t('order.closeKeeps', { lots: preview.keptLots.toFixed() })
              : t('order.closeLotsHint', {
                  step: terms.lotStep.toFixed(),
                  min: terms.minLots.toFixed(),
                })}
          </small>
        </fieldset>
      ) : null}
      <dl className="estimates close-sheet__preview">
        <div>
          <dt>{t('order.closePreviewProfit')}</dt>
          <dd
            className={`num ${preview ? signClass(preview.pnlRealised.toNumber()) : ''}`}
            data-testid="close-preview-pnl"
          >
            {preview ? formatAmount(formatProfit(preview.pnlRealised), lang) : '--'}
          </dd>
        </div>
        <div>
          <dt>{t('order.closePreviewMargin')}</dt>
          <dd className="num" data-testid="close-preview-margin">
            {preview ? formatAmount(formatMargin(preview.marginReleased), lang) : '--'}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className="button button--primary button--block"
        disabled={!preview || busy}
        onClick={() => preview && onConfirm(order, preview.lots.toNumber())}
        data-testid="close-confirm"
      >
        {preview?.whole === false
          ? t('order.closeLotsButton', { lots: preview.lots.toFixed() })
          : t('order.closePosition')}
      </button>
    </div>
  );
}
