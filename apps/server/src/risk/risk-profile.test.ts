import { randomUUID } from 'node:crypto';
import type { SiteSettings } from '@tp/contract/admin-operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { LedgerType } from '../engine/ledger-type.ts';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { callApi, newDemoUser, rowCounts } from '../test-support/api-test-client.ts';
import {
  marketsOpenAt,
  startTestPlatform,
  type TestPlatform,
} from '../test-support/test-platform.ts';
import { retailLossJobName } from './retail-loss-job.ts';
import { retailLossShare } from './retail-loss-share.ts';

let platform: TestPlatform;
let client: AdminTestClient;
let admin: string;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  client = new AdminTestClient(platform);
  admin = await client.token();
});

afterAll(async () => {
  await platform?.close();
});

const saveSettings = (body: Record<string, unknown>) =>
  client.call<SiteSettings>('POST', '/admin-api/config/settings/save', { token: admin, body });

const optionsOf = async (code: string) => {
  const list = await callApi(platform.app, 'tradeList', {});
  const found = list.data.find((i) => i.Code === code);
  return found?.HasForexMultiple.map((o) => o.Value);
};

describe('risk profile eu_retail', () => {
  it('caps the leverage offered per class, refuses an order above the cap, and raises the close-out to 50 %', async () => {
    expect(await optionsOf('EURUSD')).toEqual([10, 20, 50, 100, 200]);
    const saved = await saveSettings({ risk_profile: 'eu_retail', stop_out_level: 20 });
    expect(saved.code, saved.msg).toBe(1);
    const audit = await platform.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('settings.save');
    expect(audit.target).toContain('risk_profile');
    expect(audit.after).toMatchObject({ risk_profile: 'eu_retail' });

    // Major FX 1:30, other FX 1:20, gold 1:20, major indices 1:20, oil 1:10, crypto 1:2.
    expect(await optionsOf('EURUSD')).toEqual([10, 20]);
    expect(await optionsOf('AUDUSD')).toEqual([10, 20]);
    expect(await optionsOf('XAUUSD')).toEqual([10, 20]);
    expect(await optionsOf('US30')).toEqual([10, 20]);
    expect(await optionsOf('USOIL')).toEqual([10]);
    expect(await optionsOf('BTCUSD')).toEqual([2]);

    const demo = await newDemoUser(platform.app);
    platform.prices.push('EURUSD', '1.10000');
    const before = await rowCounts(platform.db);
    const refused = await callApi(
      platform.app,
      'submit',
      {
        forex_id: platform.market.instrumentByCode('EURUSD')?.id,
        type: 1,
        cont: 0.1,
        status: 1,
        multiple: 50,
      },
      { token: demo.token },
    );
    expect(refused.code).toBe(2141);
    expect(refused.msg).toBe(
      'Leverage above 30:1 is not allowed for this instrument under EU retail client rules',
    );
    const refusedHk = await callApi(
      platform.app,
      'submit',
      {
        forex_id: platform.market.instrumentByCode('EURUSD')?.id,
        type: 1,
        cont: 0.1,
        status: 1,
        multiple: 200,
      },
      { token: demo.token, headers: { lang: 'hk' } },
    );
    expect(refusedHk.msg).toBe('根據歐盟零售客戶規則，此產品的槓桿不可高於 30:1');
    expect(await rowCounts(platform.db)).toEqual(before);

    const accepted = await callApi(
      platform.app,
      'submit',
      {
        forex_id: platform.market.instrumentByCode('EURUSD')?.id,
        type: 1,
        cont: 0.1,
        status: 1,
        multiple: 20,
      },
      { token: demo.token },
    );
    expect(accepted.code, accepted.msg).toBe(1);
    // The operator's 20 % is raised to ESMA's 50 %.
    const summary = await platform.engine.accountSummary(demo.userId);
    expect(summary.StopOutLevel).toBe(50);
    expect(summary.TransOrder[0]?.StopOutPrice).toBeGreaterThan(0);

    const warning = await callApi(platform.app, 'riskWarning', {});
    expect(warning.data.risk_profile).toBe('eu_retail');

    expect((await saveSettings({ risk_profile: 'none' })).code).toBe(1);
    expect(await optionsOf('EURUSD')).toEqual([10, 20, 50, 100, 200]);
    expect((await platform.engine.accountSummary(demo.userId)).StopOutLevel).toBe(20);
    expect((await callApi(platform.app, 'riskWarning', {})).data).toEqual({
      risk_profile: 'none',
      loss_share_pct: null,
    });
    expect((await saveSettings({ risk_profile: 'esma' })).code).toBe(4007);
    expect((await saveSettings({ risk_profile: ['eu_retail'] })).code).not.toBe(1);
    // Anything sent with the warning's call is ignored, never a failure.
    const junk = await callApi(platform.app, 'riskWarning', {
      risk_profile: 'eu_retail',
      x: 'y'.repeat(5000),
    } as never);
    expect(junk.code).toBe(1);
    expect(junk.data.risk_profile).toBe('none');
    expect((await saveSettings({ stop_out_level: 50 })).code).toBe(1);
  });
});

async function user(db: Db, demo: boolean): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      uid: randomUUID().slice(0, 12),
      email: null,
      password_hash: null,
      is_demo: demo,
      demo_id: null,
      invite_code: randomUUID().slice(0, 8),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function entry(db: Db, userId: number, type: number, amount: string, at: string) {
  await db
    .insertInto('ledger_entries')
    .values({
      user_id: userId,
      amount,
      balance_after: '0',
      type,
      memo: 'test',
      order_id: null,
      created_at: new Date(at),
    })
    .execute();
}

describe('share of retail accounts that lost money', () => {
  it('counts real accounts that traded in the last 12 months by realised P&L less fees', async () => {
    const db = platform.db;
    const now = new Date('2027-06-01T00:00:00Z');
    const winner = await user(db, false);
    await entry(db, winner, LedgerType.deposit, '1000', '2027-01-02T00:00:00Z');
    await entry(db, winner, LedgerType.fee, '-7', '2027-01-03T00:00:00Z');
    await entry(db, winner, LedgerType.realisedPnl, '50', '2027-01-04T00:00:00Z');
    const eatenByFees = await user(db, false);
    await entry(db, eatenByFees, LedgerType.fee, '-14', '2027-02-01T00:00:00Z');
    await entry(db, eatenByFees, LedgerType.feeRefund, '7', '2027-02-02T00:00:00Z');
    await entry(db, eatenByFees, LedgerType.realisedPnl, '5', '2027-02-03T00:00:00Z');
    const loser = await user(db, false);
    await entry(db, loser, LedgerType.fee, '-7', '2027-03-01T00:00:00Z');
    await entry(db, loser, LedgerType.realisedPnl, '-300', '2027-03-02T00:00:00Z');
    await entry(db, loser, LedgerType.negativeBalanceProtection, '300', '2027-03-02T00:00:00Z');
    // Lost, but over a year before: outside the window.
    const lostLongAgo = await user(db, false);
    await entry(db, lostLongAgo, LedgerType.realisedPnl, '-500', '2026-05-01T00:00:00Z');
    // Deposited only: did not trade.
    const saver = await user(db, false);
    await entry(db, saver, LedgerType.deposit, '5000', '2027-04-01T00:00:00Z');
    // Demo accounts are not retail clients' money.
    const demo = await user(db, true);
    await entry(db, demo, LedgerType.realisedPnl, '-900', '2027-04-01T00:00:00Z');

    const share = await retailLossShare(db, now);
    // eatenByFees: 5 − (14 − 7) = −2, lost; loser lost; winner won 43. Two of three: 67 %.
    expect(share).toMatchObject({ accountsTraded: 3, accountsLost: 2, sharePct: 67 });
    expect(share.windowFrom).toEqual(new Date('2026-06-01T00:00:00Z'));

    platform.clock.set(now);
    await platform.runJob(retailLossJobName);
    // Back to a time the operator's session is valid at.
    platform.clock.set(marketsOpenAt);
    const stored = await db
      .selectFrom('retail_loss_shares')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.accounts_traded).toBe(share.accountsTraded);
    expect(stored.accounts_lost).toBe(share.accountsLost);
    expect(stored.share_pct).toBe(67);

    // The warning shows the stored figure under eu_retail only.
    expect((await callApi(platform.app, 'riskWarning', {})).data.loss_share_pct).toBeNull();
    expect((await saveSettings({ risk_profile: 'eu_retail' })).code).toBe(1);
    expect((await callApi(platform.app, 'riskWarning', {})).data).toEqual({
      risk_profile: 'eu_retail',
      loss_share_pct: 67,
    });
    expect((await saveSettings({ risk_profile: 'none' })).code).toBe(1);
  });
});
