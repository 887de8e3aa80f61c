import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/session-store.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** Other settings (/mine/system): logout, after a confirmation, clears the session. */
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
      queryClient.removeQueries({ queryKey: ['myDeal'] });
      queryClient.removeQueries({ queryKey: ['balance'] });
    },
    [signOut, queryClient],
  );

  const logout = () => {
    leaving.current = true;
    setAsking(false);
    navigate('/', { replace: true });
  };

  return (
    <div className="page">
      <PageHeader title={t('user.settingsTitle')} back />
      <button
        type="button"
        className="button button--danger button--block"
        onClick={() => setAsking(true)}
        data-testid="logout"
      >
        {t('auth.logout')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('user.logoutConfirmTitle')}
        message={t('auth.logoutConfirm')}
        onConfirm={logout}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
