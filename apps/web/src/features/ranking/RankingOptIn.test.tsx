import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RankingSetting, User } from '@tp/contract/entities';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, initI18n } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { type Answer, fakeApi, ok, refused } from '../../test-support/fake-api.ts';
import { renderRoutes, typeInto } from '../../test-support/render-routes.tsx';
import { useToasts } from '../../ui/toast-store.ts';
import { UserCentrePage } from '../user/UserCentrePage.tsx';

await initI18n('en');

const realUser: User = {
  id: 3,
  uid: '10000003',
  email: 'me@example.com',
  mobile: '',
  area_code: '',
  is_demo: 0,
  invite_code: 'AB12CD',
};
const demoUser: User = { ...realUser, id: 4, uid: '10000004', email: '', is_demo: 1 };

const settingPath = '/api/follow/setting';
const savePath = '/api/follow/save_setting';
const toasts = () => useToasts.getState().items.map((item) => item.message);

function serve(
  initial: RankingSetting,
  save: (params: Record<string, unknown>) => Answer = (params) =>
    ok(
      {
        listed: Number(params.listed),
        nickname: String(params.nickname ?? initial.nickname),
        rank: 0,
      },
      'Saved',
    ),
) {
  return fakeApi({
    '/v1/api/main/wallet/getBalance': () => ok({ balance: 1000, lock_balance: 0 }),
    [settingPath]: () => ok(initial),
    [savePath]: ({ params }) => save(params),
  });
}

const renderCentre = () => renderRoutes('/user', { '/user': <UserCentrePage /> });

beforeAll(() => vi.stubGlobal('WebSocket', undefined));
beforeEach(() => {
  useSession.setState({ token: 'tok-1', user: realUser });
  useToasts.setState({ items: [] });
});
afterEach(async () => {
  cleanup();
  await applyLanguage('en');
  vi.unstubAllGlobals();
  vi.stubGlobal('WebSocket', undefined);
});

describe('the ranking opt-in in the user centre', () => {
  it('is off by default and says the trader is not shown', async () => {
    serve({ listed: 0, nickname: '', rank: 0 });
    renderCentre();
    await screen.findByTestId('ranking-opt-in');
    const listed = screen.getByTestId('ranking-listed') as HTMLInputElement;
    expect(listed.checked).toBe(false);
    expect(screen.getByTestId('ranking-status').textContent).toBe(
      'You are not shown on the ranking.',
    );
    expect(screen.getByTestId('ranking-opt-in').textContent).toContain(
      'never your e-mail or phone number',
    );
  });

  it('shows the place of a trader on the board', async () => {
    serve({ listed: 1, nickname: 'Harbour Gold', rank: 3 });
    renderCentre();
    expect((await screen.findByTestId('ranking-status')).textContent).toBe(
      'You are No. 3 on the ranking',
    );
    expect((screen.getByTestId('ranking-nickname') as HTMLInputElement).value).toBe('Harbour Gold');
  });

  it.each([
    ['no name', '', 'Please choose a display name to appear on the ranking'],
    [
      'a phone number',
      '9123 4567',
      'A display name must not look like an e-mail address or a phone number',
    ],
    ['an e-mail', 'me@example.com', 'Use letters, digits, spaces and . _ - only'],
    ['one letter', 'A', 'The display name needs 2 to 20 characters'],
  ])('refuses to turn on with %s, sending nothing', async (_name, nickname, message) => {
    const api = serve({ listed: 0, nickname: '', rank: 0 });
    renderCentre();
    fireEvent.click(await screen.findByTestId('ranking-listed'));
    typeInto('ranking-nickname', nickname);
    fireEvent.click(screen.getByTestId('ranking-save'));
    expect(screen.getByTestId('ranking-error').textContent).toBe(message);
    expect(screen.getByTestId('ranking-nickname').getAttribute('aria-invalid')).toBe('true');
    expect(api.to(savePath)).toEqual([]);
  });

  it('saves the switch and the name, then says the trader will appear after the next update', async () => {
    const api = serve({ listed: 0, nickname: '', rank: 0 });
    renderCentre();
    fireEvent.click(await screen.findByTestId('ranking-listed'));
    typeInto('ranking-nickname', 'Harbour Gold');
    fireEvent.click(screen.getByTestId('ranking-save'));
    await waitFor(() =>
      expect(screen.getByTestId('ranking-status').textContent).toContain(
        'You will appear after the next update',
      ),
    );
    expect(api.to(savePath).map((request) => request.params)).toEqual([
      { listed: '1', nickname: 'Harbour Gold' },
    ]);
    expect(toasts()).toContain('Saved');
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    serve({ listed: 0, nickname: '', rank: 0 }, () =>
      refused(5105, 'This display name is taken, please choose another'),
    );
    renderCentre();
    fireEvent.click(await screen.findByTestId('ranking-listed'));
    typeInto('ranking-nickname', 'Harbour Gold');
    fireEvent.click(screen.getByTestId('ranking-save'));
    await waitFor(() =>
      expect(toasts()).toEqual(['This display name is taken, please choose another']),
    );
    expect((screen.getByTestId('ranking-nickname') as HTMLInputElement).value).toBe('Harbour Gold');
    expect(screen.getByTestId('ranking-status').textContent).toBe(
      'You are not shown on the ranking.',
    );
  });

  it('reads in Traditional Chinese', async () => {
    await applyLanguage('hk');
    serve({ listed: 0, nickname: '', rank: 0 });
    renderCentre();
    const card = await screen.findByTestId('ranking-opt-in');
    expect(card.textContent).toContain('在排行榜上顯示我');
    expect(card.textContent).toContain('顯示名稱');
  });

  it('is not offered to a demo account, which is never asked', async () => {
    useSession.setState({ token: 'tok-2', user: demoUser });
    const api = serve({ listed: 0, nickname: '', rank: 0 });
    renderCentre();
    await screen.findByTestId('user-balance');
    expect(screen.queryByTestId('ranking-opt-in')).toBeNull();
    expect(api.to(settingPath)).toEqual([]);
  });
});
