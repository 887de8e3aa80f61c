import { ExpireType } from '@tp/domain/order-expiry';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../ui/FormError.tsx';
import { useTestId } from '../../ui/pane-visibility.ts';
import { localInputValue, suggestedExpiry } from './order-expiry-input.ts';
import type { OrderTicket } from './use-order-form.ts';

const choices = [
  { type: ExpireType.goodTillCancelled, key: 'trade.expiryGoodTillCancelled', id: 'gtc' },
  { type: ExpireType.endOfDay, key: 'trade.expiryEndOfDay', id: 'day' },
  { type: ExpireType.date, key: 'trade.expiryDate', id: 'date' },
] as const;

/**
 * How long a pending order rests: until cancelled, to the end of the day (00:00 UTC) or to a
 * date and time picked in the trader's local time (sent in UTC).
 */
export function ExpiryField({
  ticket,
}: {
  ticket: Pick<OrderTicket, 'state' | 'dispatch' | 'fieldErrors'>;
}) {
  const tid = useTestId();
  const { t } = useTranslation();
  const { state, dispatch } = ticket;
  return (
    <fieldset className="form-row expiry" data-field="expiry">
      <legend className="form-row__label">{t('trade.expiry')}</legend>
      <div className="segmented segmented--small">
        {choices.map((choice) => (
          <button
            key={choice.id}
            type="button"
            aria-pressed={state.expireType === choice.type}
            className={`segmented__item${state.expireType === choice.type ? ' segmented__item--active' : ''}`}
            onClick={() =>
              dispatch({
                type: 'expireTypeChosen',
                expireType: choice.type,
                suggested: suggestedExpiry(new Date()),
              })
            }
            data-testid={tid(`expiry-${choice.id}`)}
          >
            {t(choice.key)}
          </button>
        ))}
      </div>
      {state.expireType === ExpireType.date ? (
        <div className="expiry-at">
          <input
            className="input num"
            type="datetime-local"
            aria-label={t('trade.expiry')}
            value={state.expireAt}
            min={localInputValue(new Date())}
            onChange={(event) => dispatch({ type: 'expireAtTyped', at: event.target.value })}
            data-testid={tid('expiry-at-input')}
          />
          <span className="muted form-row__hint">{t('trade.expiryLocalTime')}</span>
        </div>
      ) : null}
      <FormError message={ticket.fieldErrors.expiry ?? null} testId={tid('expiry-error')} />
    </fieldset>
  );
}
