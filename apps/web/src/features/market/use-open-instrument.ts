import type { Instrument } from '@tp/contract/entities';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSelectedInstrumentStore } from './selected-instrument-store.ts';

/** Selects an instrument and opens the trade screen on it. */
export function useOpenInstrument(): (instrument: Instrument) => void {
  const navigate = useNavigate();
  const select = useSelectedInstrumentStore((s) => s.select);
  return useCallback(
    (instrument: Instrument) => {
      select(instrument.Id);
      navigate('/trade');
    },
    [navigate, select],
  );
}
