import { join } from 'node:path';
import type { Order } from '@tp/contract/entities';
import type { StopOutRecord } from '@tp/contract/stop-outs';
import { Decimal } from '@tp/domain/decimal';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualPriceSource } from '../apps/server/src/market/price-source.ts';
import { enrolOperator } from './support/back-office.ts';
import { desktopContext, shown, textOf } from './support/chromium.ts';
import { moveMid } from './support/market-moves.ts';
import { apiGet, apiPost } from './support/page-api.ts';
import { phoneJourney } from './support/phone-journey.ts';
import { tryDemoFromTrade } from './support/trader-app.ts';

/** With SHOTS_DIR set, the record is kept as pictures to look at. */
const shotsDir = process.env.SHOTS_DIR;

/**
 * On a 390×844 phone: a demo trader holds two EURUSD buys, a price pushed far below stops the
 * account out, and the stop-out's notification opens its record: the risk rate, the balance
 * before and after, the negative balance protection, and both closes in order. Then in German.
 */
describe('a stop-out’s record, opened from its notification', () => {
  const prices = new ManualPriceSource();
  const journey = phoneJourney('stop-out-record', { priceSource: prices });
  let eurusdId = 0;
  let token = '';
  let userId = 0;
  let record: StopOutRecord | undefined;

  beforeAll(() => {
    eurusdId = journey.env.platform.market.instrumentByCode('EURUSD')?.id ?? 0;
  });

  const shot = (name: string) => journey.shot(name);

  async function pushEurusd(mid: string): Promise<void> {
    await moveMid(journey.env, prices, 'EURUSD', new Decimal(mid));
  }

  it('starts a demo account holding two buys', async () => {
    await pushEurusd('1.1');
    await journey.page.goto('/trade');
    const session = await tryDemoFromTrade(journey.page);
    token = session.token;
    userId = session.user.id;
    for (const lots of [5, 2]) {
      const placed = await apiPost<Order>(
        journey.page,
        '/v1/api/forex/submit',
        token,
        { forex_id: eurusdId, type: 1, status: 1, cont: lots, multiple: 100 },
        'json',
      );
      expect(placed.code, placed.msg).toBe(1);
    }
  });

  it('a price far below stops the account out and its notification opens the record', async () => {
    await pushEurusd('1.08');
    await expect
      .poll(
        async () =>
          (await apiGet<{ total: number }>(journey.page, '/api/stop_out/list', token)).data,
      )
      .toMatchObject({ total: 1 });
    record = (await apiGet<{ data: StopOutRecord[] }>(journey.page, '/api/stop_out/list', token))
      .data.data[0];
    expect(record?.positions).toHaveLength(2);
    expect(record?.balance_after).toBe('0.00');
    await journey.page.goto('/mine/notifications');
    const rows = journey.page.locator('[data-testid="notice-row"]');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
    await rows.first().tap();
    const sheet = shown(journey.page, 'stop-out-sheet');
    await shown(journey.page, 'stop-out-closes').waitFor({ timeout: 20_000 });
    expect(await textOf(shown(journey.page, 'stop-out-risk-rate'))).toBe(
      `${record?.risk_rate.replace('-', '−')} %`,
    );
    expect(await textOf(shown(journey.page, 'stop-out-balance-before'))).toBe(
      record?.balance_before,
    );
    expect(await textOf(shown(journey.page, 'stop-out-balance-after'))).toBe('0.00');
    expect(await textOf(shown(journey.page, 'stop-out-correction'))).toBe(record?.correction);
    expect(await sheet.locator('[data-testid="stop-out-close"]').count()).toBe(2);
    await shot('stop-out-en');
  });

  it('reads in German with its decimal commas', async () => {
    await journey.page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('tp.session') ?? '{}');
      stored.state.lang = 'de';
      localStorage.setItem('tp.session', JSON.stringify(stored));
    });
    await journey.page.goto('/mine/notifications');
    const rows = journey.page.locator('[data-testid="notice-row"]');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
    await rows.first().tap();
    await shown(journey.page, 'stop-out-closes').waitFor({ timeout: 20_000 });
    expect(await textOf(shown(journey.page, 'stop-out-balance-before'))).toBe(
      record?.balance_before.replace('.', ','),
    );
    expect(await textOf(journey.page.locator('.sheet__title'))).toBe('Stop-Out im Detail');
    await shot('stop-out-de');
  });

  it('the back office shows it on the user’s page, in English and in Traditional Chinese', async () => {
    const desk = await desktopContext(journey.browser, journey.env.baseUrl);
    const deskPage = await desk.newPage();
    const deskShot = async (name: string) => {
      if (!shotsDir) return;
      await deskPage.waitForTimeout(400);
      await deskPage.screenshot({ path: join(shotsDir, `${name}.png`) });
    };
    await enrolOperator(deskPage, () => journey.env.clock.now().getTime());
    await deskPage.goto(`/admin/users/${userId}`);
    await deskPage.getByRole('tab', { name: 'Stop-outs' }).click();
    const table = deskPage.getByTestId('stop-outs-table');
    await table.locator('.ant-table-row').first().waitFor({ timeout: 20_000 });
    expect(await table.locator('.ant-table-row').first().textContent()).toContain(
      `${record?.risk_rate}%`,
    );
    await table.locator('.ant-table-row-expand-icon').first().click();
    const positions = deskPage.getByTestId(`stop-out-positions-${record?.id}`);
    await positions.waitFor();
    expect(await positions.locator('.ant-table-row').count()).toBe(2);
    expect(await positions.locator('.ant-table-row').first().textContent()).toContain('-10060.00');
    await deskShot('admin-stop-outs-en');
    await deskPage.evaluate(() => localStorage.setItem('tp-admin-lang', 'hk'));
    await deskPage.reload();
    await deskPage.getByRole('tab', { name: '強平記錄' }).click();
    await table.locator('.ant-table-row-expand-icon').first().click();
    await deskPage.getByTestId(`stop-out-positions-${record?.id}`).waitFor();
    await deskShot('admin-stop-outs-hk');
  });
});
