import type { Session, User } from '@tp/contract/entities';
import { describe, expect, it } from 'vitest';
import { deviceId } from '../session/device-id.ts';
import { startDemoMode } from './demo-mode.ts';

const demoUser: User = {
  id: 7,
  uid: '100007',
  email: '',
  mobile: '',
  area_code: '',
  is_demo: 1,
  invite_code: '',
};
const realUser: User = { ...demoUser, id: 8, uid: '100008', email: 'a@b.c', is_demo: 0 };

const storedDeviceId = '3f2b8c1e-9a4d-4e7b-8c21-5d6f7a8b9c0d';

function harness(title: string, user: User | null) {
  const asked: string[] = [];
  const signedIn: Session[] = [];
  localStorage.setItem('tp.deviceId', storedDeviceId);
  const run = () =>
    startDemoMode({
      title,
      user,
      deviceId: () => deviceId(),
      createDemoAccount: async (id) => {
        asked.push(id);
        return { token: 'demo-token', user: demoUser };
      },
      signIn: (session) => signedIn.push(session),
    });
  return { asked, signedIn, run };
}

describe('page title DEMO', () => {
  it('signs in with the stored device id’s demo account without asking', async () => {
    const { asked, signedIn, run } = harness('DEMO', null);
    expect(await run()).toBe(true);
    expect(asked).toEqual([storedDeviceId]);
    expect(signedIn).toEqual([{ token: 'demo-token', user: demoUser }]);
  });

  it('replaces a real session with the demo', async () => {
    const { asked, run } = harness('DEMO', realUser);
    expect(await run()).toBe(true);
    expect(asked).toEqual([storedDeviceId]);
  });

  it('keeps a demo session that is already there', async () => {
    const { asked, signedIn, run } = harness('DEMO', demoUser);
    expect(await run()).toBe(false);
    expect(asked).toEqual([]);
    expect(signedIn).toEqual([]);
  });

  it('does nothing under any other title', async () => {
    for (const title of ['Trade', 'demo', 'DEMO ', '']) {
      const { asked, run } = harness(title, null);
      expect(await run()).toBe(false);
      expect(asked).toEqual([]);
    }
  });
});
