import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isDemoUser, useSession } from '../session/session-store.ts';
import { toast } from '../ui/toast-store.ts';

/**
 * Spec §6: a demo account is barred from the real-money pages, also when it opens one by its
 * address; it is told why and taken back to the user centre.
 */
export function RequireRealAccount({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const demo = useSession(isDemoUser);
  const told = useRef(false);
  useEffect(() => {
    if (!demo || told.current) return;
    told.current = true;
    toast(t('user.demoRestricted'));
  }, [demo, t]);
  if (demo) return <Navigate to="/user" replace />;
  return children;
}
