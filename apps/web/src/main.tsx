import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { call } from './api/call.ts';
import { App } from './app/App.tsx';
import { startDemoMode } from './app/demo-mode.ts';
import { markDesktopClient } from './app/desktop-agent.ts';
import { loadTradePage } from './app/KeepAlivePanes.tsx';
import { clearUserQueries, queryClient } from './app/query-client.ts';
import { tradeListQuery } from './features/market/use-trade-list.ts';
import { initI18n } from './i18n/i18n.ts';
import { deviceId } from './session/device-id.ts';
import { useSession } from './session/session-store.ts';
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

// Opened on the market or the trade screen: the instruments, and the trade screen's code, are
// fetched beside the language's texts, not one after the other once the app has drawn. The chart
// follows once the screen shows its prices.
const firstPath = window.location.pathname;
if (firstPath === '/' || firstPath === '/trade') void queryClient.prefetchQuery(tradeListQuery);
if (firstPath === '/trade') void loadTradePage();

// The first screen waits for its language's texts: one chunk, fetched with the app.
void initI18n(useSession.getState().lang).then(() => {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
