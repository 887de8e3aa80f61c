import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { call } from './api/call.ts';
import { App } from './app/App.tsx';
import { startDemoMode } from './app/demo-mode.ts';
import { markDesktopClient } from './app/desktop-agent.ts';
import { clearUserQueries, queryClient } from './app/query-client.ts';
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
