import { useQueryClient } from '@tanstack/react-query';
import type { Session } from '@tp/contract/entities';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/session-store.ts';

/** Where a sign-in goes next: the `from` it was sent with if that is a path of this app, else home. */
export function safeFrom(from: string | null): string {
  return from?.startsWith('/') && !from.startsWith('//') ? from : '/';
}

/** Stores the session, drops data cached for the previous user, and goes on. */
export function useSignIn(): (session: Session, from: string | null) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSession((s) => s.signIn);
  return useCallback(
    (session, from) => {
      signIn(session);
      queryClient.removeQueries({ queryKey: ['myDeal'] });
      queryClient.removeQueries({ queryKey: ['balance'] });
      navigate(safeFrom(from), { replace: true });
    },
    [navigate, queryClient, signIn],
  );
}
