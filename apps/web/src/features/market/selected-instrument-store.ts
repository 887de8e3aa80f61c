import type { Instrument } from '@tp/contract/entities';
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

/** The selected instrument, or the first of the list until one is chosen. */
export function useSelectedInstrument(): Instrument | undefined {
  const instrumentId = useSelectedInstrumentStore((s) => s.instrumentId);
  const { data } = useTradeList();
  return data?.find((i) => i.Id === instrumentId) ?? data?.[0];
}
