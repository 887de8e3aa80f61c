import { currentPath, loginPath, navigateTo } from '../app/navigator.ts';
import { i18n } from '../i18n/i18n.ts';
import { useSession } from '../session/session-store.ts';
import { toast } from '../ui/toast-store.ts';
import { createApiClient } from './api-client.ts';
import { apiOrigin } from './api-host.ts';

const api = createApiClient({
  origin: () => apiOrigin(window.location),
  fetch: (input, init) => fetch(input, init),
  token: () => useSession.getState().token,
  lang: () => useSession.getState().lang,
  now: () => Date.now(),
  toast,
  transportErrorMessage: (code) => i18n.t('public.networkError', { code }),
  onNotLoggedIn: ({ initial }) => {
    useSession.getState().signOut();
    if (!initial && !window.location.pathname.startsWith('/login')) {
      navigateTo(loginPath(currentPath()));
    }
  },
});

/** The app's typed HTTP call: `call('tradeList', {})`. */
export const call = api.call;
