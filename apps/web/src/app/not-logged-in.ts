import { loginPath } from './navigator.ts';

export type NotLoggedInDeps = {
  /** Resets the stored user and token. */
  signOut: () => void;
  /** The path and query the trader is on. */
  currentPath: () => string;
  navigate: (to: string) => void;
};

/**
 * Spec §8, code 999: the user is reset; unless the call was marked initial (one made while the
 * app starts), the trader goes to /login, with `from` holding where they were.
 */
export function handleNotLoggedIn(initial: boolean, deps: NotLoggedInDeps): void {
  deps.signOut();
  if (initial) return;
  const path = deps.currentPath();
  if (path === '/login' || path.startsWith('/login?')) return;
  deps.navigate(loginPath(path));
}
