import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ArticleRow } from '@tp/contract/admin-news';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/language-store.ts';
import { setSession } from '../../session/session-store.ts';
import { NewsPage } from './NewsPage.tsx';

const row = (id: number, overrides: Partial<ArticleRow> = {}): ArticleRow => ({
  id,
  categoryId: 1,
  status: 'published',
  publishAt: '2026-11-17T08:00:00.000Z',
  title: `Article ${id}`,
  languages: ['en', 'hk'],
  coverUrl: '',
  pinned: false,
  popup: false,
  activeFrom: null,
  activeTo: null,
  feedId: null,
  updatedAt: '2026-11-17T08:00:00.000Z',
  ...overrides,
});

/** The news list the server answers, and every query string the page sent. */
function serve(rows: ArticleRow[]) {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      queries.push(url.searchParams);
      return new Response(
        JSON.stringify({ code: 1, msg: 'Success', data: { items: rows, total: rows.length } }),
      );
    }),
  );
  return queries;
}

beforeEach(() => {
  setLanguage('en');
  setSession({
    token: 'token',
    operator: { id: 1, username: 'desk', role: 'support', totpEnabled: true },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

const renderPage = () =>
  render(
    <App>
      <MemoryRouter initialEntries={['/news']}>
        <Routes>
          <Route path="/news" element={<NewsPage />} />
          <Route path="/news/new" element={<output data-testid="editor">new</output>} />
        </Routes>
      </MemoryRouter>
    </App>,
  );

describe('the news list', () => {
  it('shows each article with its status, languages and marks', async () => {
    serve([
      row(1, { status: 'scheduled', title: 'Rates decision' }),
      row(2, { status: 'draft', categoryId: 2, pinned: true, popup: true, title: 'Holiday' }),
      row(3, { status: 'unpublished', feedId: 4, languages: ['en'] }),
    ]);
    renderPage();
    expect((await screen.findByTestId('article-status-1')).textContent).toBe('Scheduled');
    expect(screen.getByTestId('article-status-2').textContent).toBe('Draft');
    expect(screen.getByTestId('article-status-3').textContent).toBe('Unpublished');
    expect(screen.getByTestId('article-link-1').textContent).toBe('Rates decision');
    expect(screen.getByText('Pinned to the top')).toBeTruthy();
    expect(screen.getByText('Show once as a pop-up')).toBeTruthy();
    expect(screen.getByText('From a feed')).toBeTruthy();
  });

  it('searches titles and summaries, and opens a new announcement', async () => {
    const queries = serve([]);
    renderPage();
    await waitFor(() => expect(queries).toHaveLength(1));
    const search = screen.getByTestId('news-search').querySelector('input') as HTMLInputElement;
    fireEvent.change(search, { target: { value: '聖誕' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queries.at(-1)?.get('text')).toBe('聖誕'));
    expect(queries.at(-1)?.get('page')).toBe('1');
    fireEvent.click(screen.getByTestId('news-new-announcement'));
    expect(await screen.findByTestId('editor')).toBeTruthy();
  });
});
