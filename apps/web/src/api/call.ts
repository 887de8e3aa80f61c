import { notLoggedInHere } from '../app/not-logged-in-here.ts';
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
  onNotLoggedIn: notLoggedInHere,
});

/** The app's typed HTTP call: `call('tradeList', {})`. */
export const call = api.call;
/** The app's file upload: `upload('imageUpload', file)`. */
export const upload = api.upload;
