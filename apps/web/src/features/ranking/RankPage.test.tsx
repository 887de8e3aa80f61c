import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TraderType } from '@tp/contract/codes';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, initI18n } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { fakeApi, ok, refused } from '../../test-support/fake-api.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { useToasts } from '../../ui/toast-store.ts';
import { RankPage } from './RankPage.tsx';
import { boardPage, traderFixture } from './test-support/rank-fixtures.ts';

await initI18n('en');

const listPath = '/api/follow/list';
const toasts = () => useToasts.getState().items.map((item) => item.message);

function serveBoard(all = [traderFixture(1)]) {
  return fakeApi({
    [listPath]: ({ params }) => {
      const type = params.type === undefined ? undefined : Number(params.type);
      const shown = type === undefined ? all : all.filter((item) => item.type === type);
      return ok(boardPage(shown, Number(params.page ?? 1)));
    },
  });
}

const renderRank = () => renderRoutes('/rank', { '/rank': <RankPage /> });

beforeAll(() => vi.stubGlobal('WebSocket', undefined));
beforeEach(() => {
  useSession.setState({ token: null, user: null });
  useToasts.setState({ items: [] });
});
afterEach(async () => {
  cleanup();
  await applyLanguage('en');
  vi.unstubAllGlobals();
  vi.stubGlobal('WebSocket', undefined);
});

describe('/rank', () => {
  it('shows a skeleton, then each trader with the figures of the board', async () => {
    serveBoard([
      traderFixture(1, { user: 'Harbour Gold' }),
      traderFixture(2, {
        user: '12****78',
        type: TraderType.demo,
        three_week_rate: -3.5,
        three_week_profit: -12,
        risk_score: 2,
        multiple: 0,
        show_code: '',
      }),
    ]);
    renderRank();
    expect(screen.getByTestId('skeleton')).toBeTruthy();
    const first = await screen.findByTestId('trader-1');
    expect(within(first).getByTestId('trader-name').textContent).toBe('Harbour Gold');
    expect(within(first).getByTestId('trader-type').textContent).toBe('Real');
    expect(within(first).getByTestId('trader-rate').textContent).toBe('+15.13%');
    expect(within(first).getByTestId('trader-win').textContent).toBe('66.67%');
    expect(within(first).getByTestId('trader-profit').textContent).toBe('+190.40');
    expect(within(first).getByTestId('trader-drawdown').textContent).toBe('45.88%');
    expect(within(first).getByRole('img', { name: 'Risk 7 of 10' })).toBeTruthy();
    expect(within(first).getByTestId('trader-total').textContent).toBe('+26.39%');
    expect(first.textContent).toContain('XAU/USD');
    expect(first.textContent).toContain('100×');
    expect(first.textContent).toContain('Closed 3 / total 4');
    expect(first.textContent).toContain('0 followers');

    // A masked id or a nickname takes its direction from itself, not from an Arabic page.
    expect(within(first).getByTestId('trader-name').querySelector('bdi')?.textContent).toBe(
      'Harbour Gold',
    );

    const second = screen.getByTestId('trader-2');
    expect(within(second).getByTestId('trader-type').textContent).toBe('Demo');
    expect(within(second).getByTestId('trader-rate').textContent).toBe('-3.50%');
    expect(within(second).getByTestId('trader-profit').textContent).toBe('-12.00');
    expect(second.textContent).not.toContain('×');
    expect(screen.getByTestId('rank-rules').textContent).toContain(
      'Ranked by 21-day return less twice the maximum drawdown',
    );
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });

  it('says copy trading is coming soon when a trader is tapped', async () => {
    serveBoard();
    renderRank();
    fireEvent.click(await screen.findByTestId('trader-1'));
    expect(toasts()).toEqual(['Copy trading is coming soon']);
  });

  it('loads the next page until all are loaded', async () => {
    const api = serveBoard(Array.from({ length: 25 }, (_, i) => traderFixture(i + 1)));
    renderRank();
    await screen.findByTestId('trader-20');
    expect(screen.queryByTestId('trader-21')).toBeNull();
    fireEvent.click(screen.getByTestId('load-more'));
    await screen.findByTestId('trader-25');
    expect(api.to(listPath).map((request) => request.params.page)).toEqual(['1', '2']);
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(screen.getByText('All loaded')).toBeTruthy();
  });

  it('shows only real or only demo accounts when asked', async () => {
    const api = serveBoard([
      traderFixture(1, { user: 'Harbour Gold' }),
      traderFixture(2, { user: '12****78', type: TraderType.demo }),
    ]);
    renderRank();
    await screen.findByTestId('trader-2');
    fireEvent.click(screen.getByTestId('rank-filter-demo'));
    expect(await screen.findByText('12****78')).toBeTruthy();
    expect(screen.queryByText('Harbour Gold')).toBeNull();
    expect(api.to(listPath).at(-1)?.params).toEqual({ page: '1', type: '2' });
  });

  it('says who will appear when the board is empty', async () => {
    serveBoard([]);
    renderRank();
    const empty = await screen.findByTestId('rank-empty');
    expect(empty.textContent).toContain('No traders on the board yet');
    expect(empty.textContent).toContain('closed 5 positions in 21 days');
  });

  it('refreshes when pulled down from the top', async () => {
    const api = serveBoard();
    const { container } = renderRank();
    await screen.findByTestId('trader-1');
    const page = container.querySelector('.rank-page') as HTMLElement;
    fireEvent.touchStart(page, { touches: [{ clientY: 10 }] });
    fireEvent.touchMove(page, { touches: [{ clientY: 200 }] });
    expect(screen.getByText('Release to refresh')).toBeTruthy();
    fireEvent.touchEnd(page);
    await waitFor(() => expect(api.to(listPath)).toHaveLength(2));
  });

  it('offers to try again when the board cannot be read', async () => {
    fakeApi({ [listPath]: () => refused(1004, 'Something went wrong, please try again') });
    renderRank();
    expect((await screen.findByTestId('rank-error')).textContent).toContain(
      'The ranking could not be loaded',
    );
  });

  it('reads in Traditional Chinese', async () => {
    await applyLanguage('hk');
    serveBoard([traderFixture(1, { user: '維港炒家' })]);
    renderRank();
    const card = await screen.findByTestId('trader-1');
    expect(card.textContent).toContain('三週回報');
    expect(card.textContent).toContain('最大回撤');
    expect(within(card).getByTestId('trader-type').textContent).toBe('真實');
    expect(screen.getByRole('heading').textContent).toBe('交易員排行');
  });
});
