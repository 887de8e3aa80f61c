import { useQueryClient } from '@tanstack/react-query';
import type { Session } from '@tp/contract/entities';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearUserQueries } from '../../app/query-client.ts';
import { useSession } from '../../session/session-store.ts';

/** Where a sign-in goes next: the `from` it was sent with if that is a path of this app, else home. */
export function safeFrom(from: string | null): string {
  // `//host` and `/\host` both leave the site: a URL parser reads the backslash as a slash.
  return from?.startsWith('/') && !/^\/[/\\]/.test(from) ? from : '/';
}

/** Stores the session, drops data cached for the previous user, and goes on. */
export function useSignIn(): (session: Session, from: string | null) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSession((s) => s.signIn);
  return useCallback(
    (session, from) => {
      signIn(session);
      clearUserQueries(queryClient);
      navigate(safeFrom(from), { replace: true });
    },
    [navigate, queryClient, signIn],
  );
}
