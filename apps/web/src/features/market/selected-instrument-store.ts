import type { Instrument } from '@tp/contract/entities';
import { useEffect } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useTradeList } from './use-trade-list.ts';

type SelectedInstrumentState = {
  instrumentId: number | null;
  select: (instrumentId: number) => void;
};

/** The instrument the trade screen shows; remembered across visits. */
export const useSelectedInstrumentStore = create<SelectedInstrumentState>()(
  persist(
    (set) => ({
      instrumentId: null,
      select: (instrumentId) => set({ instrumentId }),
    }),
    { name: 'tp.instrument', storage: createJSONStorage(() => localStorage) },
  ),
);

/**
 * The instrument the trade screen opens on: the chosen one, else the first whose market is
 * open (on a weekend that is crypto, not a forex pair that cannot be traded), else the first.
 */
export function instrumentToShow(
  instruments: readonly Instrument[] | undefined,
  chosenId: number | null,
): Instrument | undefined {
  if (!instruments) return undefined;
  return (
    instruments.find((i) => i.Id === chosenId) ??
    instruments.find((i) => i.MarketStatus === 1) ??
    instruments[0]
  );
}

/** The instrument to show, pinned once shown so a market opening later does not swap it. */
export function useSelectedInstrument(): Instrument | undefined {
  const instrumentId = useSelectedInstrumentStore((s) => s.instrumentId);
  const select = useSelectedInstrumentStore((s) => s.select);
  const { data } = useTradeList();
  const shown = instrumentToShow(data, instrumentId);
  useEffect(() => {
    if (shown && shown.Id !== instrumentId) select(shown.Id);
  }, [shown, instrumentId, select]);
  return shown;
}
