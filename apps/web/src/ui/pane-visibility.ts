import { createContext, useContext } from 'react';

/** False inside a kept-alive page while another route shows. */
export const PaneVisibility = createContext(true);

const keep = (id: string): string | undefined => id;
const withdraw = (_id: string): string | undefined => undefined;

/**
 * Test ids are withdrawn inside a hidden kept-alive page, so each id on screen names exactly
 * one element the trader can see (the hidden page stays mounted to keep its state).
 */
export function useTestId(): (id: string) => string | undefined {
  return useContext(PaneVisibility) ? keep : withdraw;
}
