import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/language-store.ts';
import { callAdmin, errorMessage } from './admin-api.ts';
import type { AdminCallData, AdminCallName, AdminCallParams } from './admin-calls.ts';
import {
  initialQueryState,
  type QueryState,
  queryKey,
  shownAnswer,
  startLoading,
} from './query-state.ts';

export type AdminQuery<T> = {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  /** When the data last arrived. */
  updatedAt: Date | null;
  reload: () => void;
};

export type AdminQueryOptions = {
  /** Read again this often while the page is visible. */
  refreshMs?: number;
  /** False: do not call (the parameters are not ready). */
  enabled?: boolean;
  /** Keep showing the previous answer while other parameters load (a table's next page). */
  keepPrevious?: boolean;
};

/**
 * Reads one back-office call and keeps its answer while the parameters stay the same; a newer
 * request always wins over a slower older one. With `refreshMs` it reads again on a timer, but
 * only while the browser shows the page. A change of language asks again.
 */
export function useAdminQuery<N extends AdminCallName>(
  name: N,
  params: AdminCallParams<N>,
  options: AdminQueryOptions = {},
): AdminQuery<AdminCallData<N>> {
  const { refreshMs, enabled = true, keepPrevious = false } = options;
  const { lang } = useTranslation();
  const key = queryKey(lang, name, params);
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const sequence = useRef(0);
  const [state, setState] = useState<QueryState<AdminCallData<N>>>(() =>
    initialQueryState(key, enabled),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for name, params and language.
  const reload = useCallback(() => {
    if (!enabled) return;
    const id = ++sequence.current;
    setState((before) => startLoading(before, key));
    callAdmin(name, paramsRef.current)
      .then((data) => {
        if (id !== sequence.current) return;
        setState({ ...initialQueryState(key, false), data, updatedAt: new Date() });
      })
      .catch((caught: unknown) => {
        if (id !== sequence.current) return;
        setState((before) => ({ ...before, error: errorMessage(caught), loading: false }));
      });
  }, [key, enabled]);

  useEffect(() => {
    reload();
    if (!refreshMs) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, refreshMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [reload, refreshMs]);

  const current = state.key === key;
  return {
    data: shownAnswer(state, key, keepPrevious),
    error: current ? state.error : null,
    loading: !current || state.loading,
    updatedAt: current ? state.updatedAt : null,
    reload,
  };
}
