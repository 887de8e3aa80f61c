import type { Overview } from '@tp/contract/admin-endpoints';
import { useCallback, useEffect, useState } from 'react';
import { AdminApiError, callAdmin } from '../../api/admin-api.ts';

/** Live enough for a dashboard without a socket. */
export const overviewRefreshMs = 5_000;

export type OverviewState = {
  overview: Overview | null;
  error: string | null;
  updatedAt: Date | null;
  reload: () => void;
};

/** Reads the overview now and every few seconds while the page is shown. */
export function useOverview(): OverviewState {
  const [overview, setOverview] = useState<Overview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);

  const reload = useCallback(() => {
    callAdmin('adminOverview', {})
      .then((data) => {
        setOverview(data);
        setError(null);
        setUpdatedAt(new Date());
      })
      .catch((caught: unknown) => {
        setError(caught instanceof AdminApiError ? caught.message : String(caught));
      });
  }, []);

  useEffect(() => {
    reload();
    const timer = setInterval(reload, overviewRefreshMs);
    return () => clearInterval(timer);
  }, [reload]);

  return { overview, error, updatedAt, reload };
}
