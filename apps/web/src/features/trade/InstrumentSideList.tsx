import type { Instrument } from '@tp/contract/entities';
import { formatPrice } from '@tp/domain/money';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent, signClass } from '../../ui/format.ts';
import { useTestId } from '../../ui/pane-visibility.ts';
import { useShownQuote } from '../market/use-live-quote.ts';

type InstrumentSideListProps = {
  instruments: readonly Instrument[];
  selectedId: number | undefined;
  onSelect: (instrument: Instrument) => void;
};

const SideRow = memo(function SideRow({
  instrument,
  selected,
  onSelect,
}: {
  instrument: Instrument;
  selected: boolean;
  onSelect: (instrument: Instrument) => void;
}) {
  const tid = useTestId();
  const quote = useShownQuote(instrument);
  return (
    <button
      type="button"
      className={`side-row${selected ? ' side-row--active' : ''}`}
      aria-current={selected}
      onClick={() => onSelect(instrument)}
      data-testid={tid(`side-row-${instrument.Code}`)}
    >
      <span className="side-row__code">{instrument.ShowCode}</span>
      <span className="side-row__price num">
        {formatPrice(quote.last, instrument.PricePrecision)}
      </span>
      <span className={`side-row__change num ${signClass(quote.change)}`}>
        {formatPercent(quote.change)}
      </span>
    </button>
  );
});

/** The instruments beside the chart (desktop) or in a sheet (phone). */
export function InstrumentSideList({ instruments, selectedId, onSelect }: InstrumentSideListProps) {
  const { t } = useTranslation();
  return (
    <nav className="side-list" aria-label={t('trade.instruments')}>
      {instruments.map((instrument) => (
        <SideRow
          key={instrument.Id}
          instrument={instrument}
          selected={instrument.Id === selectedId}
          onSelect={onSelect}
        />
      ))}
    </nav>
  );
}
