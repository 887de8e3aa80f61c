import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../session/session-store.ts';
import { loginPath } from './navigator.ts';

/** Spec §2 access guard: a logged-out visit goes to /login with `from` set to the requested path. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useSession((s) => s.token !== null);
  const location = useLocation();
  if (!loggedIn)
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return children;
}
