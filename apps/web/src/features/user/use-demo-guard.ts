import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isDemoUser, useSession } from '../../session/session-store.ts';
import { toast } from '../../ui/toast-store.ts';

/** Opens a real-account page, or tells a demo user it needs a real account (spec §6). */
export function useRealOnly(): (path: string) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const demo = useSession(isDemoUser);
  return useCallback(
    (path: string) => {
      if (demo) toast(t('user.demoRestricted'));
      else navigate(path);
    },
    [demo, navigate, t],
  );
}
