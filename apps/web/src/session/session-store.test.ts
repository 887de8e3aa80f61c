import { afterEach, describe, expect, it } from 'vitest';
import { demoUserFixture } from '../test-support/fixtures.ts';
import { useSession } from './session-store.ts';

const stored = (state: object) =>
  localStorage.setItem('tp.session', JSON.stringify({ state, version: 0 }));

afterEach(() => {
  localStorage.clear();
  useSession.setState({ token: null, user: null, lang: 'hk' });
});

describe('session store', () => {
  it('reads a stored tw as hk and an unknown code as the default', async () => {
    stored({ token: 'tok', user: null, lang: 'tw' });
    await useSession.persist.rehydrate();
    expect(useSession.getState().lang).toBe('hk');
    expect(useSession.getState().token).toBe('tok');
    stored({ token: null, user: null, lang: 'xx' });
    await useSession.persist.rehydrate();
    expect(useSession.getState().lang).toBe('hk');
  });

  it('keeps a supported language and maps tw when chosen', async () => {
    stored({ token: null, user: null, lang: 'ar' });
    await useSession.persist.rehydrate();
    expect(useSession.getState().lang).toBe('ar');
    useSession.getState().setLang('tw');
    expect(useSession.getState().lang).toBe('hk');
  });

  it('ends the session as a whole', () => {
    useSession.getState().signIn({ token: 'tok', user: demoUserFixture });
    useSession.getState().signOut();
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
  });
});
