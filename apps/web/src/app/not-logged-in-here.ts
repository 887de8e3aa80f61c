import { useSession } from '../session/session-store.ts';
import { currentPath, navigateTo } from './navigator.ts';
import { handleNotLoggedIn } from './not-logged-in.ts';
import { clearUserQueries, queryClient } from './query-client.ts';

/**
 * What the app does on code 999, from an HTTP answer or from the socket (spec §8): the user
 * and their cached data are reset and, unless `initial`, the trader goes to /login.
 */
export function notLoggedInHere({ initial }: { initial: boolean }): void {
  handleNotLoggedIn(initial, {
    signOut: () => {
      useSession.getState().signOut();
      clearUserQueries(queryClient);
    },
    currentPath,
    navigate: (to) => navigateTo(to),
  });
}
