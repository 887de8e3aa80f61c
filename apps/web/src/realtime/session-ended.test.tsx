import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../app/AppRoutes.tsx';
import { NavigationEffects } from '../app/NavigationEffects.tsx';
import { fakeFundsServer } from '../features/funds/test-support/fake-funds-server.tsx';
import { realUserFixture } from '../features/funds/test-support/funds-fixtures.ts';
import { initI18n } from '../i18n/i18n.ts';
import { useSession } from '../session/session-store.ts';
import { useToasts } from '../ui/toast-store.ts';

await initI18n('en');

/** The browser's WebSocket as the app's socket client sees it, driven by the test. */
class BrowserSocket {
  static made: BrowserSocket[] = [];
  readonly sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly url: string) {
    BrowserSocket.made.push(this);
  }

  send(data: string): void {
    const frame = JSON.parse(data) as unknown;
    this.sent.push(...(Array.isArray(frame) ? frame : [frame]));
  }

  close(): void {}

  open(): void {
    this.onopen?.(new Event('open'));
  }

  receive(message: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The app's routes with the effects that connect the socket and let code outside React navigate. */
function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <NavigationEffects />
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', BrowserSocket);
  fakeFundsServer({});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToasts.setState({ items: [] });
});
afterAll(() => {
  useSession.setState({ token: null, user: null });
});

describe('a session the server ends while the socket is logged in', () => {
  it('resets the user and sends the trader to /login, as an HTTP 999 does', async () => {
    useSession.setState({ token: 'token-1', user: realUserFixture });
    renderApp('/mine/wallet');
    await waitFor(() => expect(BrowserSocket.made.length).toBeGreaterThan(0));
    const socket = BrowserSocket.made.at(-1);
    if (!socket) throw new Error('no socket');
    socket.open();
    expect(socket.sent).toContainEqual({ type: 'login', params: 'token-1' });
    socket.receive({ type: 'login_result', code: 1, msg: 'Success' });
    expect(screen.getByTestId('location').textContent).toBe('/mine/wallet');

    socket.receive({ type: 'login_result', code: 999, msg: 'Please log in' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
    expect(useToasts.getState().items.map((item) => item.message)).toContain('Please log in');
  });
});
