import type { ReactNode } from 'react';
import { usePaintedOnce } from '../ui/after-paint.ts';

/**
 * What the first screen does not show at once (the site's status check, notices, the connection's
 * banner, the announcement): mounted once that screen has been painted, so that their requests and
 * effects are not part of the stretch of work that draws it.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return usePaintedOnce() ? children : null;
}
