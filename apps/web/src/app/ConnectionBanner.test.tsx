import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { connectionEvent, resetConnection, setOnline } from '../realtime/connection.ts';
import { ConnectionBanner } from './ConnectionBanner.tsx';

await initI18n('en');

afterEach(() => {
  cleanup();
  resetConnection();
});

const banner = () => screen.queryByTestId('connection-banner');

describe('the connection banner', () => {
  it('says nothing while first connecting or while live', () => {
    render(<ConnectionBanner />);
    expect(banner()).toBeNull();
    act(() => connectionEvent('opened'));
    expect(banner()).toBeNull();
  });

  it('says the connection is lost, then that it is back', () => {
    connectionEvent('opened');
    render(<ConnectionBanner />);
    act(() => connectionEvent('lost'));
    expect(banner()?.textContent).toBe('Connection lost: reconnecting…');
    expect(banner()?.dataset.state).toBe('reconnecting');
    act(() => connectionEvent('opened'));
    expect(banner()?.textContent).toBe('Connected again: prices are live');
  });

  it('says the device is offline', () => {
    connectionEvent('opened');
    render(<ConnectionBanner />);
    act(() => setOnline(false));
    expect(banner()?.dataset.state).toBe('offline');
    expect(banner()?.textContent).toBe(
      'You are offline: prices are not live and trading is paused',
    );
  });
});
