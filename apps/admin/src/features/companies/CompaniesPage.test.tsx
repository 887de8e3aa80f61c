import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CompanyRecord } from '@tp/contract/admin-companies';
import type { OperatorRole } from '@tp/contract/admin-operations';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/language-store.ts';
import { setSession } from '../../session/session-store.ts';
import { CompaniesPage } from './CompaniesPage.tsx';

const logoLink = `/api/common/image/${'L'.repeat(24)}`;

const harbour: CompanyRecord = {
  id: 1,
  name: 'Harbour Markets',
  logo: logoLink,
  url: 'https://harbour.example.com',
  subject: 'Harbour Markets Limited',
  registeredAddress: '1 Harbour Road',
  location: 'Hong Kong',
  email: 'desk@harbour.example.com',
  enabled: true,
  sort: 0,
};
const quiet: CompanyRecord = {
  ...harbour,
  id: 2,
  name: 'Quiet Capital',
  logo: '',
  url: '',
  enabled: false,
};

type Sent = { path: string; query: URLSearchParams; body: unknown };

/**
 * The back office's server for these tests: the directory filtered as the server filters it,
 * saves answered with the record (or refused for a taken name), the logo published at a link.
 */
function serve(options: { companyType?: number; refuseImages?: boolean } = {}) {
  const sent: Sent[] = [];
  const rows = [harbour, quiet];
  const answer = (data: unknown, code = 1, msg = 'Success') =>
    new Response(JSON.stringify({ code, msg, data }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body =
        typeof init?.body === 'string'
          ? (JSON.parse(init.body) as Record<string, unknown>)
          : init?.body;
      sent.push({ path: url.pathname, query: url.searchParams, body });
      switch (url.pathname) {
        case '/admin-api/config/companies': {
          const name = url.searchParams.get('name')?.toLowerCase() ?? '';
          const state = url.searchParams.get('state');
          const items = rows.filter(
            (row) =>
              row.name.toLowerCase().includes(name) &&
              (state === null || row.enabled === (state === 'enabled')),
          );
          return answer({ items, total: items.length });
        }
        case '/admin-api/config/companies/save': {
          const params = body as Record<string, unknown>;
          if (params.name === 'Harbour Markets' && params.id === undefined)
            return answer(null, 5201, 'A provider with this name exists');
          return answer({ id: 3, ...params });
        }
        case '/admin-api/config/companies/enable': {
          const params = body as { id: number; enabled: boolean };
          return answer({ ...rows.find((row) => row.id === params.id), enabled: params.enabled });
        }
        case '/admin-api/images':
          return options.refuseImages
            ? answer(null, 3003, 'Only JPEG, PNG and WebP images are accepted')
            : answer({ url: logoLink });
        case '/admin-api/config/settings':
          return answer({ company_type: options.companyType ?? 0 });
        default:
          return answer(null, 1002, 'Not found');
      }
    }),
  );
  return { to: (path: string) => sent.filter((request) => request.path === path) };
}

function signIn(role: OperatorRole) {
  setSession({ token: 'token', operator: { id: 1, username: role, role, totpEnabled: true } });
}

const renderPage = () =>
  render(
    <App>
      <MemoryRouter>
        <CompaniesPage />
      </MemoryRouter>
    </App>,
  );

const table = () => screen.getByTestId('companies-table');
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(() => setLanguage('en'));
afterEach(() => {
  cleanup();
  setSession(null);
  vi.unstubAllGlobals();
});

describe('the provider directory', () => {
  it('lists providers with their logo, searches by name and filters by what traders see', async () => {
    signIn('administrator');
    const server = serve();
    renderPage();
    expect(await within(table()).findByText('Harbour Markets')).toBeTruthy();
    expect(within(table()).getByText('Quiet Capital')).toBeTruthy();
    expect(within(table()).getByText('harbour.example.com').getAttribute('href')).toBe(
      'https://harbour.example.com',
    );
    expect(table().querySelector(`img[src="${logoLink}"]`)).not.toBeNull();

    const search = within(screen.getByTestId('companies-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: ' quiet ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(within(table()).queryByText('Harbour Markets')).toBeNull());
    expect(server.to('/admin-api/config/companies').at(-1)?.query.get('name')).toBe('quiet');

    fireEvent.change(search, { target: { value: '' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByText('Hidden'));
    await waitFor(() =>
      expect(server.to('/admin-api/config/companies').at(-1)?.query.get('state')).toBe('disabled'),
    );
    await waitFor(() => expect(within(table()).queryByText('Harbour Markets')).toBeNull());
    expect(within(table()).getByText('Quiet Capital')).toBeTruthy();
  });

  it('adds a provider with a logo published from the editor, every field sent', async () => {
    signIn('administrator');
    const server = serve();
    renderPage();
    await within(table()).findByText('Harbour Markets');
    fireEvent.click(screen.getByTestId('company-add'));
    await screen.findByTestId('company-name');
    type('company-name', '  Peak Capital ');
    type('company-url', 'https://peak.example.com');
    type('company-email', 'desk@peak.example.com');
    type('company-subject', 'Peak Capital Limited');
    type('company-registeredAddress', '2 Queen’s Road');
    type('company-location', 'Hong Kong');

    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'peak.png', {
      type: 'image/png',
    });
    fireEvent.change(screen.getByTestId('company-logo-file'), { target: { files: [logo] } });
    await waitFor(() => expect(server.to('/admin-api/images')).toHaveLength(1));
    const upload = server.to('/admin-api/images')[0]?.body as FormData;
    expect((upload.get('file') as File).name).toBe('peak.png');
    await waitFor(() =>
      expect(
        screen.getByTestId('company-logo-preview').querySelector(`img[src="${logoLink}"]`),
      ).not.toBeNull(),
    );

    fireEvent.click(screen.getByTestId('company-editor-ok'));
    await waitFor(() => expect(server.to('/admin-api/config/companies/save')).toHaveLength(1));
    expect(server.to('/admin-api/config/companies/save')[0]?.body).toEqual({
      name: 'Peak Capital',
      logo: logoLink,
      url: 'https://peak.example.com',
      subject: 'Peak Capital Limited',
      registeredAddress: '2 Queen’s Road',
      location: 'Hong Kong',
      email: 'desk@peak.example.com',
      sort: 0,
      enabled: true,
    });
    expect(await screen.findByText('Provider saved')).toBeTruthy();
    await waitFor(() => expect(server.to('/admin-api/config/companies')).toHaveLength(2));
  });

  it('tells the operator why a logo was refused, and keeps the field empty', async () => {
    signIn('administrator');
    serve({ refuseImages: true });
    renderPage();
    fireEvent.click(await screen.findByTestId('company-add'));
    const file = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    fireEvent.change(await screen.findByTestId('company-logo-file'), { target: { files: [file] } });
    expect(await screen.findByText('Only JPEG, PNG and WebP images are accepted')).toBeTruthy();
    expect(screen.getByTestId('company-logo-preview').querySelector('img')).toBeNull();
    expect(screen.queryByTestId('company-logo-remove')).toBeNull();
  });

  it('shows what it refuses under the field, and sends nothing', async () => {
    signIn('administrator');
    const server = serve();
    renderPage();
    fireEvent.click(await screen.findByTestId('company-add'));
    await screen.findByTestId('company-name');
    fireEvent.click(screen.getByTestId('company-editor-ok'));
    expect(await screen.findByText('Required')).toBeTruthy();
    type('company-name', 'Peak Capital');
    type('company-url', 'javascript:alert(1)');
    type('company-email', 'desk@');
    fireEvent.click(screen.getByTestId('company-editor-ok'));
    expect(
      await screen.findByText('Enter an address starting with https:// or http://'),
    ).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(server.to('/admin-api/config/companies/save')).toEqual([]);
  });

  it('shows the server’s refusal under the field it is about', async () => {
    signIn('administrator');
    serve();
    renderPage();
    fireEvent.click(await screen.findByTestId('company-add'));
    type('company-name', 'Harbour Markets');
    fireEvent.click(screen.getByTestId('company-editor-ok'));
    const refusal = await screen.findByText('A provider with this name exists');
    expect(
      refusal.closest('.ant-form-item')?.querySelector('[data-testid="company-name"]'),
    ).not.toBeNull();
  });

  it('edits a provider from its own values', async () => {
    signIn('administrator');
    const server = serve();
    renderPage();
    fireEvent.click(await screen.findByTestId('company-edit-1'));
    expect((await screen.findByTestId('company-name')).getAttribute('value')).toBe(
      'Harbour Markets',
    );
    type('company-location', 'Kowloon');
    fireEvent.click(screen.getByTestId('company-editor-ok'));
    await waitFor(() => expect(server.to('/admin-api/config/companies/save')).toHaveLength(1));
    const { id: _id, ...fields } = harbour;
    expect(server.to('/admin-api/config/companies/save')[0]?.body).toEqual({
      id: 1,
      ...fields,
      location: 'Kowloon',
    });
  });

  it('hides a provider from traders once the operator confirms', async () => {
    signIn('administrator');
    const server = serve();
    renderPage();
    fireEvent.click(await screen.findByTestId('company-enabled-1'));
    expect(await screen.findAllByText('Hide Harbour Markets from traders?')).not.toEqual([]);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(server.to('/admin-api/config/companies/enable')).toHaveLength(1));
    expect(server.to('/admin-api/config/companies/enable')[0]?.body).toEqual({
      id: 1,
      enabled: false,
    });
    expect(await screen.findByText('Provider hidden from traders')).toBeTruthy();
  });

  it('lets support read the directory without changing it', async () => {
    signIn('support');
    const server = serve();
    renderPage();
    await within(table()).findByText('Harbour Markets');
    expect(screen.queryByTestId('company-add')).toBeNull();
    expect(screen.queryByTestId('company-edit-1')).toBeNull();
    expect(screen.getByTestId('company-enabled-1').hasAttribute('disabled')).toBe(true);
    // Support may not read the site settings, so it is not asked for them.
    expect(server.to('/admin-api/config/settings')).toEqual([]);
  });

  it('warns that traders do not see the directory while the site is not in main mode', async () => {
    signIn('administrator');
    serve({ companyType: 1 });
    renderPage();
    expect((await screen.findByTestId('companies-main-mode-off')).textContent).toContain(
      'The site is not in main mode',
    );
    cleanup();
    serve({ companyType: 0 });
    renderPage();
    await within(table()).findByText('Harbour Markets');
    expect(screen.queryByTestId('companies-main-mode-off')).toBeNull();
  });

  it('speaks Traditional Chinese', async () => {
    signIn('administrator');
    serve();
    setLanguage('hk');
    renderPage();
    await within(table()).findByText('Harbour Markets');
    expect(screen.getByText('新增服務商')).toBeTruthy();
    const headers = [...table().querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toContain('向交易者顯示');
  });
});
