import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { call } from './api/call.ts';
import { App } from './app/App.tsx';
import { tabPages } from './app/AppRoutes.tsx';
import { takeBootData } from './app/boot-data.ts';
import { startDemoMode } from './app/demo-mode.ts';
import { markDesktopClient } from './app/desktop-agent.ts';
import { TradePage } from './app/KeepAlivePanes.tsx';
import { clearUserQueries, queryClient } from './app/query-client.ts';
import { tradeListQuery } from './features/market/use-trade-list.ts';
import { initI18n } from './i18n/i18n.ts';
import { deviceId } from './session/device-id.ts';
import { useSession } from './session/session-store.ts';
import { whenIdle } from './ui/when-idle.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './ui/ui.css';

markDesktopClient(document.documentElement, navigator);

void startDemoMode({
  title: document.title,
  user: useSession.getState().user,
  deviceId: () => deviceId(),
  createDemoAccount: (id) => call('createDemoAccount', { demo_id: id }, { initial: true }),
  signIn: (session) => {
    useSession.getState().signIn(session);
    clearUserQueries(queryClient);
  },
}).catch(() => undefined);

// Opened on the market or the trade screen: the server wrote the instruments with their prices into
// the page, so the screen draws without asking for them; a page without them (an older server, a
// cached page) fetches them beside the language's texts. The chart follows once the prices show.
const firstPath = window.location.pathname;
const boot = takeBootData();
if (boot) queryClient.setQueryData(tradeListQuery.queryKey, boot.tradeList);
if (firstPath === '/' || firstPath === '/trade') void queryClient.prefetchQuery(tradeListQuery);
const firstScreen = firstPath === '/trade' ? TradePage.preload() : Promise.resolve();

// The first screen waits for its language's texts (one chunk, fetched with the app) and, opened on
// the trade screen, for its code: it draws once, whole, rather than an empty frame first.
void Promise.all([initI18n(useSession.getState().lang), firstScreen.catch(() => undefined)]).then(
  () => {
    const root = document.getElementById('root');
    if (!root) return;
    // As a transition the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole screen at once (a phone's taps and the page's own
    // loading go on between the slices); the screen still appears in one commit.
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  },
);

// Once the first screen has settled, the other tabs' code arrives while the trader reads it:
// one page at a time, each when the browser is idle, so that no task fetches and runs them all.
const tabPagesDelayMs = 3_000;
function preloadInTurn(pages: readonly { preload: () => Promise<void> }[]): void {
  const [page, ...rest] = pages;
  if (!page) return;
  whenIdle(() => {
    void page
      .preload()
      .catch(() => undefined)
      .then(() => preloadInTurn(rest));
  });
}
window.addEventListener(
  'load',
  () => setTimeout(() => preloadInTurn([TradePage, ...tabPages]), tabPagesDelayMs),
  { once: true },
);
