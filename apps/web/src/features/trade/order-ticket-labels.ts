import { PendingKind } from '@tp/domain/pending-order';
import { Side } from '@tp/domain/side';
import type { TranslationKey } from '../../i18n/i18n.ts';

/** "Buy", "Sell limit", "Buy stop"…: what an order is, by its side and, when pending, its kind. */
export function orderKindKey(
  side: Side,
  kind: PendingKind | undefined,
  pending: boolean,
): TranslationKey {
  const buy = side === Side.buy;
  if (!pending) return buy ? 'trade.buyLong' : 'trade.sellShort';
  if (kind === PendingKind.limit) return buy ? 'trade.buyLimit' : 'trade.sellLimit';
  if (kind === PendingKind.stop) return buy ? 'trade.buyStop' : 'trade.sellStop';
  return buy ? 'trade.buyPending' : 'trade.sellPending';
}
