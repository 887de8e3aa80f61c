import { realtimeUrl } from '../api/api-host.ts';
import { useSession } from '../session/session-store.ts';
import { RealtimeClient } from './realtime-client.ts';
import { clearAccountLive, dispatchRealtime } from './realtime-stores.ts';

/** The app's one socket; hooks subscribe through it and navigation keeps it connected. */
export const realtime = new RealtimeClient({
  // Browsers cannot set headers on a socket, so the language rides in the query.
  url: () =>
    `${realtimeUrl(window.location)}?lang=${encodeURIComponent(useSession.getState().lang)}`,
  createSocket: (url) => new WebSocket(url),
  token: () => useSession.getState().token,
  onMessage: dispatchRealtime,
});

useSession.subscribe((state, previous) => {
  if (state.token === previous.token) return;
  clearAccountLive();
  if (state.token) realtime.login(state.token);
  else realtime.logout();
});
