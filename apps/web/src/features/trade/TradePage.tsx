import type { ChartPeriod, Instrument } from '@tp/contract/entities';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './trade.css';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PaneHidden } from '../../ui/PaneHidden.tsx';
import { Sheet } from '../../ui/Sheet.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { desktopQuery, useMediaQuery } from '../../ui/use-media-query.ts';
import { RiskWarning } from '../legal/RiskWarning.tsx';
import { HeaderActions } from '../market/HeaderActions.tsx';
import {
  useSelectedInstrument,
  useSelectedInstrumentStore,
} from '../market/selected-instrument-store.ts';
import { useTradeList } from '../market/use-trade-list.ts';
import { AccountStrip } from './AccountStrip.tsx';
import { ChartPanel } from './ChartPanel.tsx';
import { InstrumentOrders } from './InstrumentOrders.tsx';
import { InstrumentSideList } from './InstrumentSideList.tsx';
import { OrderForm } from './OrderForm.tsx';
import { PeriodBar } from './PeriodBar.tsx';
import { TradeHeader } from './TradeHeader.tsx';

export function TradePage() {
  const { t } = useTranslation();
  const instrument = useSelectedInstrument();
  const tradeList = useTradeList();
  return (
    <div className="page trade-page">
      <PageHeader title={t('trade.title')} actions={<HeaderActions />} />
      {instrument ? (
        <TradeScreen instrument={instrument} instruments={tradeList.data ?? []} />
      ) : (
        <SkeletonRows count={6} />
      )}
    </div>
  );
}

/**
 * The trade screen's frame: it draws again when the instrument or the layout changes, never on
 * a price. The header and the ticket each follow the quote they show.
 */
function TradeScreen({
  instrument,
  instruments,
}: {
  instrument: Instrument;
  instruments: readonly Instrument[];
}) {
  const { t } = useTranslation();
  const desktop = useMediaQuery(desktopQuery);
  const [period, setPeriod] = useState<ChartPeriod>('1min');
  // The chart over the whole screen carries its own period bar; the page's is covered meanwhile.
  const [chartFull, setChartFull] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const select = useSelectedInstrumentStore((s) => s.select);
  const choose = useCallback(
    (chosen: Instrument) => {
      select(chosen.Id);
      setListOpen(false);
    },
    [select],
  );
  const openList = useCallback(() => setListOpen(true), []);
  const sideList = (
    <InstrumentSideList instruments={instruments} selectedId={instrument.Id} onSelect={choose} />
  );

  return (
    <div className="trade-layout">
      {desktop ? <aside className="trade-layout__list">{sideList}</aside> : null}
      <div className="trade-layout__main">
        <TradeHeader instrument={instrument} onOpenList={desktop ? undefined : openList} />
        <RiskWarning compact />
        <PaneHidden hidden={chartFull}>
          <PeriodBar period={period} onChange={setPeriod} />
        </PaneHidden>
        <ChartPanel
          instrument={instrument}
          period={period}
          onPeriodChange={setPeriod}
          onFullScreenChange={setChartFull}
        />
      </div>
      <InstrumentOrders instrument={instrument} />
      <div className="trade-layout__form">
        <AccountStrip />
        <OrderForm key={instrument.Id} instrument={instrument} instruments={instruments} />
      </div>
      {desktop ? null : (
        <Sheet
          open={listOpen}
          title={t('trade.instruments')}
          onClose={() => setListOpen(false)}
          testId="instrument-sheet"
        >
          {sideList}
        </Sheet>
      )}
    </div>
  );
}
