import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { newRealUser } from '../test-support/funds-test-kit.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;
let admin: AdminTestClient;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  admin = new AdminTestClient(platform);
});

afterAll(async () => {
  await platform?.close();
});

type Checklist = { items: { key: string; done: boolean }[] };

const checklist = async (token?: string) =>
  admin.call<Checklist>('GET', '/admin-api/setup-checklist', {
    token: token ?? (await admin.token()),
  });

/** The items still to be done, in the checklist's order. */
const missing = async () =>
  (await checklist()).data.items.filter((item) => !item.done).map((item) => item.key);

const save = async (path: string, body: Record<string, unknown>) => {
  const answer = await admin.call<{ id: number }>('POST', `/admin-api/config/${path}/save`, {
    token: await admin.token(),
    body,
  });
  expect(answer.code, JSON.stringify(answer)).toBe(1);
  return answer.data;
};

describe('the setup checklist of a fresh install', () => {
  it('names all three channels as missing before anything is configured', async () => {
    const answer = await checklist();
    expect(answer.code).toBe(1);
    expect(answer.data).toEqual({
      items: [
        { key: 'depositNetwork', done: false },
        { key: 'wireOption', done: false },
        { key: 'drawCurrency', done: false },
      ],
    });
  });

  it('ticks each item off once one is enabled, and not for a disabled one', async () => {
    await save('deposit-networks', {
      currencyCode: 'USDT',
      protocolCode: 'TRC20',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      usdPrice: 1,
    });
    expect(await missing()).toEqual(['wireOption', 'drawCurrency']);

    const wire = {
      bankName: 'HSBC Hong Kong',
      bankAddress: '1 Queen’s Road Central',
      bankSwift: 'HSBCHKHHHKH',
      payeeName: 'Broker Ltd',
      payeeAccount: '004-123-456789-001',
      bankCoin: 'USD',
    };
    const hidden = await save('wire-options', { ...wire, enabled: false });
    expect(await missing()).toEqual(['wireOption', 'drawCurrency']);
    await save('wire-options', { ...wire, id: hidden.id, enabled: true });
    expect(await missing()).toEqual(['drawCurrency']);

    await save('draw-currencies', {
      code: 'USDT',
      protocol: 'TRC20',
      type: 1,
      drawRate: 1,
      feeType: 1,
      fee: 2,
      usdPrice: 1,
      minNumber: 10,
    });
    expect(await missing()).toEqual([]);
  });

  it('is read by every operator role, and by no trader', async () => {
    const { token } = await admin.operatorWithRole('support');
    expect((await checklist(token)).code).toBe(1);
    const trader = await newRealUser(platform);
    expect((await checklist(trader.token)).code).toBe(999);
  });
});
