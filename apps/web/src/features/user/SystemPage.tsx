import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './user.css';
import { useNavigate } from 'react-router';
import { call } from '../../api/call.ts';
import { clearUserQueries } from '../../app/query-client.ts';
import { realtime } from '../../realtime/realtime.ts';
import { useSession } from '../../session/session-store.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/**
 * Other settings (/mine/system): logout, after a confirmation, ends the session on the server
 * and then here, whether or not the server could be reached.
 */
export function SystemPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSession((s) => s.signOut);
  const [asking, setAsking] = useState(false);
  const leaving = useRef(false);

  // The session is cleared once this guarded page has gone, so its guard never sends
  // the trader to the login page on the way out.
  useEffect(
    () => () => {
      if (!leaving.current) return;
      signOut();
      clearUserQueries(queryClient);
    },
    [signOut, queryClient],
  );

  const logout = useMutation({
    // Marked initial: a session the server already ended only needs clearing here. The socket
    // leaves the session first, so the server's notice that it ended does not send the trader
    // to the login page.
    mutationFn: () => {
      realtime.logout();
      return call('logout', {}, { successToast: true, silent: true, initial: true });
    },
    onSettled: () => {
      leaving.current = true;
      setAsking(false);
      navigate('/', { replace: true });
    },
  });

  return (
    <div className="page narrow-page">
      <PageHeader title={t('user.settingsTitle')} back />
      <button
        type="button"
        className="button button--danger button--block"
        onClick={() => setAsking(true)}
        disabled={logout.isPending}
        data-testid="logout"
      >
        {logout.isPending ? t('user.loggingOut') : t('auth.logout')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('user.logoutConfirmTitle')}
        message={t('auth.logoutConfirm')}
        busy={logout.isPending}
        onConfirm={() => logout.mutate()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
