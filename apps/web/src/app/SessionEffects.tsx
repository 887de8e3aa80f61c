import { useEffect } from 'react';
import { call } from '../api/call.ts';
import { applyLanguage } from '../i18n/i18n.ts';
import { useSession } from '../session/session-store.ts';

/** Keeps the page language in step with the session and refreshes the stored user on start. */
export function SessionEffects() {
  const lang = useSession((s) => s.lang);
  const token = useSession((s) => s.token);
  const setUser = useSession((s) => s.setUser);

  useEffect(() => {
    void applyLanguage(lang);
  }, [lang]);

  useEffect(() => {
    if (!token) return;
    // Marked initial: an expired session only resets the user, it does not force a login page.
    call('userInfo', {}, { initial: true, silent: true })
      .then(setUser)
      .catch(() => undefined);
  }, [token, setUser]);

  return null;
}
