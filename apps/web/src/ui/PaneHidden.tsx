import { type ReactNode, useContext } from 'react';
import { PaneVisibility } from './pane-visibility.ts';

/**
 * Its children as a hidden pane's while `hidden` (something drawn over the whole screen covers
 * them): their test ids are withdrawn and their sheets not shown, as in a kept-alive page.
 */
export function PaneHidden({ hidden, children }: { hidden: boolean; children: ReactNode }) {
  const shown = useContext(PaneVisibility);
  return <PaneVisibility.Provider value={shown && !hidden}>{children}</PaneVisibility.Provider>;
}
