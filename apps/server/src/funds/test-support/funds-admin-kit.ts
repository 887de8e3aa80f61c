import type { AdminAnswer, AdminTestClient } from '../../test-support/admin-test-client.ts';
import { callApi } from '../../test-support/api-test-client.ts';
import { type TestUser, uploadedLink } from '../../test-support/funds-test-kit.ts';
import type { TestPlatform } from '../../test-support/test-platform.ts';
import type { FundsChannels } from './funds-fixtures.ts';

/** An operator call with the administrator's session unless a token is given. */
export async function operatorCall<T = Record<string, unknown>>(
  admin: AdminTestClient,
  url: string,
  body?: Record<string, unknown>,
  token?: string,
): Promise<AdminAnswer<T>> {
  return admin.call<T>(body ? 'POST' : 'GET', url, {
    token: token ?? (await admin.token()),
    ...(body ? { body } : {}),
  });
}

/** A coin deposit of `number` USDT submitted by the user: its record id. */
export async function submitCoinDeposit(
  platform: TestPlatform,
  channels: FundsChannels,
  user: TestUser,
  number: number | string,
): Promise<number> {
  const answer = await callApi(
    platform.app,
    'coinDeposit',
    { number, proofImg: await uploadedLink(platform, user.token), charge_id: channels.networkId },
    { token: user.token },
  );
  if (answer.code !== 1) throw new Error(`deposit: ${answer.msg}`);
  return answer.data.id;
}

/** Deposits `usd` USDT and has the operator finish it: the balance is credited. */
export async function fundAccount(
  platform: TestPlatform,
  admin: AdminTestClient,
  channels: FundsChannels,
  user: TestUser,
  usd: number | string,
): Promise<number> {
  const id = await submitCoinDeposit(platform, channels, user, usd);
  const finished = await operatorCall(admin, '/admin-api/deposits/finish', { id });
  if (finished.code !== 1) throw new Error(`finish: ${finished.msg}`);
  return id;
}

/** Binds a USDT address of the user: the method id. */
export async function bindCoinAddress(
  platform: TestPlatform,
  channels: FundsChannels,
  user: TestUser,
  address = `T${user.uid}`,
): Promise<number> {
  const answer = await callApi(
    platform.app,
    'bindDrawMethod',
    { type: 1, draw_id: channels.coinCurrencyId, dc_address: address },
    { token: user.token },
  );
  if (answer.code !== 1) throw new Error(`bind: ${answer.msg}`);
  return answer.data.id;
}
