import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isMarketSort, MarketSort } from './market-sort.ts';

type MarketSortState = { sort: MarketSort; choose: (sort: MarketSort) => void };

/** The market list's order, remembered in the browser; an unknown stored value reads as the default. */
export const useMarketSort = create<MarketSortState>()(
  persist((set) => ({ sort: MarketSort.catalogue, choose: (sort) => set({ sort }) }), {
    name: 'tp.marketSort',
    storage: createJSONStorage(() => localStorage),
    partialize: ({ sort }) => ({ sort }),
    merge: (persisted, current) => {
      const stored = (persisted ?? {}) as { sort?: unknown };
      return { ...current, sort: isMarketSort(stored.sort) ? stored.sort : current.sort };
    },
  }),
);
