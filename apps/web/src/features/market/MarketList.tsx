import type { Instrument } from '@tp/contract/entities';
import { Topic } from '@tp/contract/realtime-topics';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayMarketStore } from '../../realtime/realtime-stores.ts';
import { useTopic } from '../../realtime/use-realtime.ts';
import { shownQuote } from './live-quote.ts';
import { MarketRow, type MarketRowLabels } from './MarketRow.tsx';
import { MarketSort, sortInstruments } from './market-sort.ts';
import { useFavourites } from './use-favourites.ts';

type MarketListProps = {
  instruments: readonly Instrument[];
  onSelect: (instrument: Instrument) => void;
  emptyText?: string;
  sort?: MarketSort;
};

export function MarketList({
  instruments,
  onSelect,
  emptyText,
  sort = MarketSort.catalogue,
}: MarketListProps) {
  const { t } = useTranslation();
  const favourites = useFavourites();
  // The rows' prices come from the live quotes; one subscription for the whole list.
  useTopic(Topic.dayMarket);
  const labels = useMemo<MarketRowLabels>(
    () => ({
      bid: t('trade.bid'),
      ask: t('trade.ask'),
      spread: t('product.spread'),
      pips: t('product.pips'),
      points: t('product.points'),
      closed: t('trade.closed'),
      stale: t('trade.blockStaleQuote'),
      addFavourite: t('product.addFavourite'),
      removeFavourite: t('product.removeFavourite'),
    }),
    // `t` is a new function when the language changes, so the words follow it.
    [t],
  );
  // Live quotes are read here only when the order depends on them.
  const live = useDayMarketStore((s) => (sort === MarketSort.catalogue ? null : s.quotes));
  const sorted = useMemo(
    () => sortInstruments(instruments, sort, (i) => shownQuote(i, live?.[i.Id])),
    [instruments, sort, live],
  );
  if (instruments.length === 0) return <p className="empty">{emptyText ?? t('public.noData')}</p>;
  return (
    <div className="market-list">
      <div className="market-list__head muted" aria-hidden="true">
        <span className="market-list__head-name">{t('product.instrument')}</span>
        <span className="market-list__head-wide market-list__head-bid">{t('trade.bid')}</span>
        <span className="market-list__head-wide market-list__head-ask">{t('trade.ask')}</span>
        <span className="market-list__head-wide market-list__head-spread">
          {t('product.spread')}
        </span>
        <span className="market-list__head-price">{t('product.lastPrice')}</span>
        <span className="market-list__head-change">{t('product.change')}</span>
      </div>
      {sorted.map((instrument) => (
        <MarketRow
          key={instrument.Id}
          instrument={instrument}
          onSelect={onSelect}
          favourite={favourites.isFavourite(instrument.Id)}
          onToggleFavourite={favourites.toggle}
          labels={labels}
        />
      ))}
    </div>
  );
}
