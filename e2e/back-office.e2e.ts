import type { Instrument, LedgerItem, Order } from '@tp/contract/entities';
import { legalDocumentsVersion } from '@tp/contract/legal-documents';
import { serverMessages } from '@tp/contract/server-messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enUser as adminUserTexts } from '../apps/admin/src/i18n/en/user.ts';
import {
  clickInDialog,
  confirmCall,
  enrolAuthenticator,
  openSection,
} from './support/back-office.ts';
import {
  desktopContext,
  openChromium,
  phoneContext,
  shown,
  textOf,
  watchCspViolations,
} from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';
import { jpegImage, uploadImage } from './support/images.ts';
import { stopAfterFirstFailure } from './support/journey-steps.ts';
import { apiGet, apiPost, envelope, nextAnswer } from './support/page-api.ts';
import type { Authenticator } from './support/totp.ts';
import { registerByEmail, signInOnPhone, toasts, useEnglish } from './support/trader-app.ts';

/** The full spread of an instrument as the trader's app receives it. */
async function quotedSpread(page: Page, code: string): Promise<number> {
  const list = await apiGet<Instrument[]>(page, '/v1/api/forex/trade_list', '');
  const quote = list.data.find((item) => item.Code === code)?.ForexQuotations;
  return quote ? quote.Ask - quote.Bid : Number.NaN;
}

/**
 * An operator runs the broker from the back office: signs in with two-factor (enrolling an
 * authenticator the first time), widens a spread that the trader's quotes then show, certifies
 * a trader's identity, credits the trader, who sees the entry in their account history, and
 * freezes the trader's trading, so that the trader's next order is refused until it is lifted.
 */
describe('the back office', () => {
  let env: E2ePlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let phone: BrowserContext;
  let traderPage: Page;
  let current: Page | undefined;
  let authenticator: Authenticator;
  const trader = { email: `kyc-${Date.now()}@example.com`, password: 'trader password 1' };
  let traderToken = '';
  let traderUid = '';
  const cspViolations: string[][] = [];

  beforeAll(async () => {
    env = await startE2ePlatform();
    browser = await openChromium();
    context = await desktopContext(browser, env.baseUrl);
    page = await context.newPage();
    current = page;
    phone = await phoneContext(browser, env.baseUrl);
    traderPage = await phone.newPage();
    for (const opened of [page, traderPage]) {
      opened.on('pageerror', (error) => console.error(`page error: ${error.message}`));
      cspViolations.push(watchCspViolations(opened));
    }
  });

  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  stopAfterFirstFailure('back-office', () => current);

  /** The trader's phone, which a failing step then leaves a screenshot of. */
  function onPhone(): Page {
    current = traderPage;
    return traderPage;
  }

  function atDesk(): Page {
    current = page;
    return page;
  }

  /** Taps buy for 0.01 lot of EURUSD on the trader's phone; resolves with the submit answer. */
  async function traderBuysEurusd() {
    const phonePage = onPhone();
    await phonePage.goto('/trade');
    const lots = shown(phonePage, 'lots-input');
    await lots.waitFor({ timeout: 30_000 });
    await lots.fill('0.01');
    const submit = nextAnswer(phonePage, '/v1/api/forex/submit');
    await shown(phonePage, 'buy-button').tap();
    await shown(phonePage, 'confirm-ok').tap();
    return envelope<Order>(submit);
  }

  it('refuses a wrong password on a deep link', async () => {
    await page.goto('/admin/users');
    await page.getByTestId('admin-username').fill('admin');
    await page.getByTestId('admin-password').fill('wrong');
    await page.getByTestId('admin-sign-in').click();
    await expect
      .poll(() => textOf(page.getByTestId('admin-login-error')))
      .toContain('Wrong username or password');
  });

  it('enrols an authenticator at the first sign-in and opens the requested page', async () => {
    await page.getByTestId('admin-password').fill('admin');
    await page.getByTestId('admin-sign-in').click();
    authenticator = await enrolAuthenticator(page, () => env.clock.now().getTime());
    expect(authenticator.secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByTestId('users-table').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/users');
    expect(await textOf(page.getByTestId('admin-operator'))).toBe('admin');
    expect(await textOf(page.getByTestId('admin-role'))).toBe('Administrator');
  });

  it('asks for the code at the next sign-in', async () => {
    await page.getByTestId('admin-logout').click();
    await page.getByTestId('admin-logout-ok').click();
    await page.getByTestId('admin-username').fill('admin');
    await page.getByTestId('admin-password').fill('admin');
    await page.getByTestId('admin-sign-in').click();
    await page.getByTestId('admin-totp').fill('000000');
    await page.getByTestId('admin-sign-in').click();
    await expect
      .poll(() => textOf(page.getByTestId('admin-login-error')))
      .toBe('The authenticator code is wrong');
    await page.getByTestId('admin-totp').fill(authenticator.nextCode());
    await page.getByTestId('admin-sign-in').click();
    await page.getByTestId('users-table').waitFor();
  });

  it("widens a spread and the trader's quotes widen with it", async () => {
    const before = await quotedSpread(page, 'EURUSD');
    const wider = Number((before * 5).toPrecision(2));
    await openSection(page, 'Instruments');
    await page.getByTestId('instrument-edit-EURUSD').click();
    await page.getByTestId('instrument-spread').fill(String(wider));
    const saved = nextAnswer(page, '/admin-api/config/instruments/save');
    await page.getByTestId('instrument-save').click();
    const answer = await envelope<{ spread: number }>(saved);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.spread).toBe(wider);
    await expect
      .poll(() => quotedSpread(page, 'EURUSD'), { timeout: 15_000 })
      .toBeCloseTo(wider, 8);
  });

  it('certifies the identity a trader submitted', async () => {
    // A real trader: registered with the e-mail code the platform kept in its outbox.
    await openSection(page, 'Site settings');
    await page.getByTestId('setting-verify_reg_type').click();
    await page.getByTitle('Code by e-mail or SMS').click();
    const settingsSaved = nextAnswer(page, '/admin-api/config/settings/save');
    await page.getByTestId('settings-save').click();
    expect((await envelope<unknown>(settingsSaved)).code).toBe(1);
    const session = await registerByEmail(page, env.platform, trader);
    traderToken = session.token;
    traderUid = session.user.uid;
    const front = await uploadImage(
      page,
      traderToken,
      'front.jpg',
      await jpegImage({ r: 200, g: 80, b: 40 }),
    );
    const back = await uploadImage(
      page,
      traderToken,
      'back.jpg',
      await jpegImage({ r: 40, g: 80, b: 200 }),
    );
    const submitted = await apiPost<null>(
      page,
      '/api/user_real/real_name',
      traderToken,
      { name: 'Chan Tai Man', card_id: 'A1234567', front_pic: front, reverse_pic: back },
      'json',
    );
    expect(submitted.code, submitted.msg).toBe(1);

    await openSection(page, adminUserTexts['user.kycReviews']);
    const images = page.getByTestId(`kyc-images-${traderUid}`).locator('img');
    await expect.poll(() => images.count()).toBe(2);
    await expect
      .poll(() => images.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByTestId(`kyc-approve-${traderUid}`).click();
    expect((await confirmCall<unknown>(page, '/admin-api/kyc/approve')).code).toBe(1);
    await page
      .getByTestId('kyc-tabs')
      .getByRole('tab', { name: adminUserTexts['user.kycVerified'] })
      .click();
    const certified = page.getByTestId('kyc-table').locator('tr[data-row-key]', {
      has: page.getByTestId(`kyc-images-${traderUid}`),
    });
    expect(await textOf(certified.getByTestId('kyc-status'))).toBe(
      adminUserTexts['user.kycVerified'],
    );
    const center = await apiGet<{ review_status: number }>(
      page,
      '/api/user_real/center',
      traderToken,
    );
    expect(center.data.review_status).toBe(2);
  });

  it('finds the trader certified in the users list and credits them', async () => {
    await openSection(page, 'Users');
    await page.getByTestId('users-search').locator('input').fill(traderUid);
    await page.getByTestId('users-search').locator('input').press('Enter');
    const row = page.getByTestId('users-table').locator('tr[data-row-key]', {
      has: page.getByTestId(`user-link-${traderUid}`),
    });
    await expect
      .poll(() => textOf(row.getByTestId('kyc-status')))
      .toBe(adminUserTexts['user.kycVerified']);
    await page.getByTestId(`user-link-${traderUid}`).click();
    await page.getByTestId('account-balance').waitFor();
    expect(await textOf(page.getByTestId('account-balance'))).toContain('0.00');
    expect(await textOf(page.getByTestId('kyc-status'))).toBe(adminUserTexts['user.kycVerified']);
    // The consent the trader gave on the registration form, with the documents' version.
    expect(await textOf(page.getByTestId('user-consent'))).toMatch(
      new RegExp(
        `^Accepted version ${legalDocumentsVersion} on \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$`,
      ),
    );
    if (process.env.SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/back-office-user.png` });
    }
    await page.getByTestId('adjust-balance').click();
    await page.getByTestId('adjust-amount').fill('250');
    await page.getByTestId('adjust-reason').fill('Welcome bonus');
    await clickInDialog(page.getByTestId('adjust-balance-modal-ok'));
    const adjusted = await confirmCall<{ balance: number }>(
      page,
      '/admin-api/users/adjust-balance',
    );
    expect(adjusted.data.balance).toBe(250);
    await expect.poll(() => textOf(page.getByTestId('account-balance'))).toContain('250.00');
  });

  it('the trader sees the credit in the account history', async () => {
    const log = await apiGet<{ data: LedgerItem[] }>(
      page,
      '/v1/api/main/accountLog/forexChange',
      traderToken,
      { page: 1 },
    );
    const entry = log.data.data[0];
    expect(entry?.Value).toBe(250);

    const phonePage = onPhone();
    await useEnglish(phonePage);
    await signInOnPhone(phonePage, trader);
    await phonePage.goto('/mine/history');
    const row = shown(phonePage, `ledger-${entry?.Id}`);
    await row.waitFor();
    expect(await textOf(row.getByTestId('ledger-value'))).toBe('+250.00');
    expect(await textOf(row)).toContain(entry?.MemoTran ?? '');
  });

  it("freezes the trader's trading, and the trader's next order is refused", async () => {
    const desk = atDesk();
    await desk.getByTestId('freeze-trading').click();
    const frozen = await confirmCall<{ tradingFrozen: boolean }>(desk, '/admin-api/users/freeze');
    expect(frozen.code, frozen.msg).toBe(1);
    await expect
      .poll(() => desk.getByTestId('freeze-trading').getAttribute('aria-checked'))
      .toBe('true');

    const refused = await traderBuysEurusd();
    expect(refused.code).not.toBe(1);
    expect(refused.msg).toBe(serverMessages.en['trade.tradingFrozen']);
    await expect.poll(() => toasts(traderPage)).toContain(refused.msg);
    const open = await apiGet<{ total: number }>(traderPage, '/v1/api/forex/my_deal', traderToken, {
      status: 1,
      page: 1,
    });
    expect(open.data.total).toBe(0);
  });

  it('lifts the freeze, and the same order goes through', async () => {
    const desk = atDesk();
    await desk.getByTestId('freeze-trading').click();
    expect((await confirmCall<unknown>(desk, '/admin-api/users/freeze')).code).toBe(1);
    await expect
      .poll(() => desk.getByTestId('freeze-trading').getAttribute('aria-checked'))
      .toBe('false');

    const accepted = await traderBuysEurusd();
    expect(accepted.code, accepted.msg).toBe(1);
    expect(accepted.data.Quantity).toBe(0.01);
  });

  it('broke no rule of either app’s Content-Security-Policy on the way', () => {
    expect(cspViolations.flat()).toEqual([]);
  });
});
