import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Company } from '@tp/contract/entities';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { fakeApi, ok } from '../../test-support/fake-api.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { ProductSearchPage } from '../market/ProductSearchPage.tsx';
import { forgetCompanyChoice, readCompanyChoice } from './company-cookie.ts';

await initI18n('en');

const company = (id: number, name: string): Company => ({
  id,
  name,
  logo: '',
  url: `https://${name.toLowerCase()}.example.com`,
  subject: `${name} Ltd`,
  registered_address: '1 Harbour Road',
  location: 'Hong Kong',
  email: `desk@${name.toLowerCase()}.example.com`,
});

const publishedLogo = `/api/common/image/${'L'.repeat(24)}`;

function serve(type: number) {
  const companies = [{ ...company(1, 'Alpha'), logo: publishedLogo }, company(2, 'Beta')];
  return fakeApi({
    '/api/company/getCompanyStatus': () => ok({ status: 1, loss_address: '', type }),
    '/api/company/getCompany': ({ params }) =>
      ok(
        companies.filter((c) =>
          c.name.toLowerCase().includes(String(params.name ?? '').toLowerCase()),
        ),
      ),
    '/v1/api/forex/trade_list': () => ok([]),
  });
}

/** happy-dom's control of the page's address: the app is served on `www.`, its API on `api.`. */
const setPageUrl = (url: string) =>
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(url);

const renderSearch = () => renderRoutes('/product', { '/product': <ProductSearchPage /> });

beforeAll(() => vi.stubGlobal('WebSocket', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.stubGlobal('WebSocket', undefined);
  forgetCompanyChoice();
});

describe('product search in main mode (site type 0)', () => {
  it('lists provider companies, searches by name and keeps the choice in a cookie', async () => {
    const server = serve(0);
    renderSearch();
    expect((await screen.findByTestId('company-1')).textContent).toContain('Alpha');
    expect(screen.getByTestId('company-2').textContent).toContain('Beta');
    expect(screen.queryByTestId('search-input')).toBeNull();

    fireEvent.change(screen.getByTestId('company-search-input'), { target: { value: 'bet' } });
    await waitFor(() => expect(screen.queryByTestId('company-1')).toBeNull());
    expect(server.to('/api/company/getCompany').at(-1)?.params).toEqual({ name: 'bet' });

    fireEvent.click(screen.getByTestId('company-2'));
    expect(readCompanyChoice(document.cookie)).toBe(2);
    expect(screen.getByTestId('company-2').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Beta Ltd')).toBeTruthy();
  });

  it('shows a published logo from the API host, which the app on www. is not', async () => {
    const page = window.location.href;
    setPageUrl('https://www.example.com/product');
    try {
      serve(0);
      renderSearch();
      const logo = (await screen.findByTestId('company-1')).querySelector('img');
      expect(logo?.getAttribute('src')).toBe(`https://api.example.com${publishedLogo}`);
      // Without a logo, the name's first letter stands in.
      expect(screen.getByTestId('company-2').querySelector('img')).toBeNull();
      expect(screen.getByTestId('company-2').textContent).toContain('B');
    } finally {
      setPageUrl(page);
    }
  });

  it('tells how to choose, and lets the trader write to the chosen provider', async () => {
    serve(0);
    renderSearch();
    expect(
      await screen.findByText(
        'Tap a provider to choose it and see its details. This device remembers your choice.',
      ),
    ).toBeTruthy();
    fireEvent.click(await screen.findByTestId('company-1'));
    expect(screen.getByText('desk@alpha.example.com').closest('a')?.getAttribute('href')).toBe(
      'mailto:desk@alpha.example.com',
    );
  });

  it('searches instruments when the site is not in main mode', async () => {
    const server = serve(1);
    renderSearch();
    await screen.findByTestId('search-input');
    expect(server.to('/api/company/getCompany')).toEqual([]);
  });
});
