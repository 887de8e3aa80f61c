import type { InstrumentTerms } from '@tp/domain/instrument';
import type { TFunction } from 'i18next';
import type { OrderFormError } from './order-form-errors.ts';

export function orderErrorMessage(
  t: TFunction,
  error: OrderFormError,
  terms: InstrumentTerms,
): string {
  if (error === 'invalidLots') {
    return t('trade.invalidLots', { min: terms.minLots.toFixed(), step: terms.lotStep.toFixed() });
  }
  return t(`trade.${error}`);
}
