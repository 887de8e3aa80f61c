import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { tradeListKey } from '../features/market/use-trade-list.ts';
import { realtime } from '../realtime/realtime.ts';
import { setNavigator } from './navigator.ts';

/** What spec §2 asks of every navigation: top of page, live connection, fresh trade list on / and /trade. */
export function NavigationEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    setNavigator((to, options) => navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation, whatever changed
  useLayoutEffect(() => {
    realtime.ensureConnected();
    window.scrollTo?.(0, 0);
  }, [location.key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation, whatever changed
  useEffect(() => {
    // The app's first screen was drawn from the list it fetched as it started; later visits
    // refresh what is cached.
    const first = !started.current;
    started.current = true;
    if (first || (location.pathname !== '/' && location.pathname !== '/trade')) return;
    const cached = queryClient.getQueryState(tradeListKey);
    if (cached?.status === 'success' && cached.fetchStatus === 'idle') {
      void queryClient.invalidateQueries({ queryKey: tradeListKey, exact: true });
    }
  }, [location.key, location.pathname, queryClient]);

  return null;
}
