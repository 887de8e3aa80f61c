import { cleanup, render, screen } from '@testing-library/react';
import type { SetupChecklist } from '@tp/contract/admin-endpoints';
import type { OperatorRole } from '@tp/contract/admin-operations';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/language-store.ts';
import { setSession } from '../../session/session-store.ts';
import { SetupChecklistCard } from './SetupChecklistCard.tsx';
import { missingSetupSteps } from './setup-checklist.ts';

const checklist = (done: Partial<Record<string, boolean>>): SetupChecklist => ({
  items: (['depositNetwork', 'wireOption', 'drawCurrency'] as const).map((key) => ({
    key,
    done: done[key] ?? false,
  })),
});

function serve(answer: SetupChecklist) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      paths.push(url.pathname);
      return new Response(JSON.stringify({ code: 1, msg: 'Success', data: answer }));
    }),
  );
  return paths;
}

function signIn(role: OperatorRole) {
  setSession({ token: 'token', operator: { id: 1, username: role, role, totpEnabled: true } });
}

const renderCard = () =>
  render(
    <App>
      <MemoryRouter>
        <SetupChecklistCard />
      </MemoryRouter>
    </App>,
  );

beforeEach(() => setLanguage('en'));
afterEach(() => {
  cleanup();
  setSession(null);
  vi.unstubAllGlobals();
});

describe('the setup checklist', () => {
  it('keeps only what is missing, in order, with the page that sets it', () => {
    expect(missingSetupSteps(checklist({}))).toEqual([
      {
        key: 'depositNetwork',
        text: 'func.setupDepositNetwork',
        path: '/deposit-networks',
        call: 'adminDepositNetworks',
      },
      {
        key: 'wireOption',
        text: 'func.setupWireOption',
        path: '/wire-options',
        call: 'adminWireOptions',
      },
      {
        key: 'drawCurrency',
        text: 'func.setupDrawCurrency',
        path: '/draw-currencies',
        call: 'adminDrawCurrencies',
      },
    ]);
    expect(missingSetupSteps(checklist({ depositNetwork: true })).map((s) => s.key)).toEqual([
      'wireOption',
      'drawCurrency',
    ]);
    expect(
      missingSetupSteps(checklist({ depositNetwork: true, wireOption: true, drawCurrency: true })),
    ).toEqual([]);
    expect(missingSetupSteps(undefined)).toEqual([]);
  });

  it('tells an administrator of a fresh install what to set, linking each page', async () => {
    signIn('administrator');
    const paths = serve(checklist({ wireOption: true }));
    renderCard();
    expect((await screen.findByTestId('setup-checklist')).textContent).toContain(
      'Set up before real traders can deposit and withdraw',
    );
    expect(paths).toEqual(['/admin-api/setup-checklist']);
    expect(screen.getByTestId('setup-depositNetwork').textContent).toContain(
      'No deposit network: traders cannot deposit digital currency.',
    );
    expect(screen.getByTestId('setup-depositNetwork-link').getAttribute('href')).toBe(
      '/deposit-networks',
    );
    expect(screen.getByTestId('setup-drawCurrency-link').getAttribute('href')).toBe(
      '/draw-currencies',
    );
    expect(screen.queryByTestId('setup-wireOption')).toBeNull();
  });

  it('speaks Traditional Chinese', async () => {
    signIn('administrator');
    setLanguage('hk');
    serve(checklist({ depositNetwork: true, wireOption: true }));
    renderCard();
    expect((await screen.findByTestId('setup-drawCurrency')).textContent).toContain(
      '未設置提現幣種：交易者無法提現。',
    );
  });

  it('shows nothing once every channel is set', async () => {
    signIn('administrator');
    const paths = serve(checklist({ depositNetwork: true, wireOption: true, drawCurrency: true }));
    renderCard();
    await vi.waitFor(() => expect(paths).toHaveLength(1));
    expect(screen.queryByTestId('setup-checklist')).toBeNull();
  });

  it('offers no link to a page the role may not open', async () => {
    signIn('support');
    serve(checklist({}));
    renderCard();
    expect(await screen.findByTestId('setup-wireOption')).toBeTruthy();
    expect(screen.queryByTestId('setup-wireOption-link')).toBeNull();
  });
});
