import type { InstrumentClass } from '@tp/domain/risk-profile';
import type { MessageKey } from '../../i18n/messages.ts';

/** The instrument classes ESMA's leverage caps read, as the operator reads them. */
export const instrumentClassLabels: Record<InstrumentClass, MessageKey> = {
  major_fx: 'product.classMajorFx',
  other_fx: 'product.classOtherFx',
  gold: 'product.classGold',
  major_index: 'product.classMajorIndex',
  other_commodity: 'product.classOtherCommodity',
  other_index: 'product.classOtherIndex',
  equity: 'product.classEquity',
  crypto: 'product.classCrypto',
};
