import { realtimeUrl } from '../api/api-host.ts';
import { notLoggedInHere } from '../app/not-logged-in-here.ts';
import { useSession } from '../session/session-store.ts';
import { toast } from '../ui/toast-store.ts';
import { connectionEvent, setOnline } from './connection.ts';
import { readInWorker, readOnceLoaded } from './frame-readers.ts';
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
  readFrames: readInWorker(
    () => new Worker(new URL('./frame-worker.ts', import.meta.url), { type: 'module' }),
    readOnceLoaded(() => import('./frame-parser.ts').then((m) => m.parseServerFrame)),
  ),
  onConnection: (event) => connectionEvent(event),
  // A session the server ended (a logout elsewhere, a password change, expiry) ends here too.
  onNotLoggedIn: ({ initial, msg }) => {
    notLoggedInHere({ initial });
    if (!initial && msg) toast(msg);
  },
});

useSession.subscribe((state, previous) => {
  if (state.token === previous.token) return;
  clearAccountLive();
  if (state.token) realtime.login(state.token);
  else realtime.logout();
});

// A device back online reconnects at once rather than after the next missed pings.
window.addEventListener('online', () => {
  setOnline(true);
  realtime.reconnectNow();
});
window.addEventListener('offline', () => setOnline(false));
