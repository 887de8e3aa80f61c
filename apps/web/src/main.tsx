import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { initI18n } from './i18n/i18n.ts';
import { useSession } from './session/session-store.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './ui/ui.css';

initI18n(useSession.getState().lang);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
