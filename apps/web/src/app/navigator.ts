type Navigate = (to: string, options?: { replace?: boolean }) => void;

let current: Navigate | null = null;

/** Lets code outside React (the API client) navigate through the router once it is mounted. */
export function setNavigator(navigate: Navigate | null): void {
  current = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (current) current(to, options);
  else window.location.assign(to);
}

/** The login route with `from` holding where the trader wanted to go. */
export function loginPath(from: string): string {
  return from && from !== '/' ? `/login?from=${encodeURIComponent(from)}` : '/login';
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
