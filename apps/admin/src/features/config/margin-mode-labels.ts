import { MarginMode } from '@tp/domain/instrument';
import type { MessageKey } from '../../i18n/messages.ts';

/** MarginMode: 1 a fixed margin per lot, otherwise by leverage. */
export const marginModeLabels: Record<number, MessageKey> = {
  [MarginMode.fixed]: 'product.marginFixed',
  [MarginMode.leverage]: 'product.marginLeverage',
};
