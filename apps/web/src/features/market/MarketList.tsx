import type { Instrument } from '@tp/contract/entities';
import { useTranslation } from 'react-i18next';
import { MarketRow } from './MarketRow.tsx';

type MarketListProps = {
  instruments: readonly Instrument[];
  onSelect: (instrument: Instrument) => void;
  emptyText?: string;
};

export function MarketList({ instruments, onSelect, emptyText }: MarketListProps) {
  const { t } = useTranslation();
  if (instruments.length === 0) return <p className="empty">{emptyText ?? t('public.noData')}</p>;
  return (
    <div className="market-list">
      <div className="market-list__head muted" aria-hidden="true">
        <span>{t('product.instrument')}</span>
        <span>{t('product.lastPrice')}</span>
        <span>{t('product.change')}</span>
      </div>
      {instruments.map((instrument) => (
        <MarketRow key={instrument.Id} instrument={instrument} onSelect={onSelect} />
      ))}
    </div>
  );
}
