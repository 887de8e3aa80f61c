import type { DepositReview, WithdrawalReview } from '@tp/contract/admin-endpoints';
import type { DepositRecord, DrawMethod, WithdrawRecord } from '@tp/contract/entities';
import { serverMessages } from '@tp/contract/server-messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enFinancial as adminFinancialTexts } from '../apps/admin/src/i18n/en/financial.ts';
import { enPublic as adminPublicTexts } from '../apps/admin/src/i18n/en/public.ts';
import { enUser as adminUserTexts } from '../apps/admin/src/i18n/en/user.ts';
import { enWithdraw as adminWithdrawTexts } from '../apps/admin/src/i18n/en/withdraw.ts';
import { financial as financialTexts } from '../apps/web/src/i18n/en/financial.ts';
import { publicArea as publicTexts } from '../apps/web/src/i18n/en/public.ts';
import { user as userTexts } from '../apps/web/src/i18n/en/user.ts';
import { withdraw as withdrawTexts } from '../apps/web/src/i18n/en/withdraw.ts';
import { clickInDialog, confirmCall, enrolOperator, openSection } from './support/back-office.ts';
import { desktopContext, openChromium, phoneContext, shown, textOf } from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';
import { jpegFile } from './support/images.ts';
import { stopAfterFirstFailure } from './support/journey-steps.ts';
import { envelope, holdAnswers, nextAnswer } from './support/page-api.ts';
import { setSetting } from './support/platform-data.ts';
import { registerByEmail, signInOnPhone, toasts, useEnglish } from './support/trader-app.ts';

/** The broker's USDT address on TRON, where traders send their deposits. */
const brokerAddress = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
/** The trader's own USDT address, bound for withdrawals. */
const traderAddress = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';

/**
 * A trader on a phone and an operator at a desk, on one platform: the operator opens a USDT
 * network for deposits and USDT for withdrawals in the back office; the trader deposits with a
 * proof image and sees it credited once the operator finishes it; binds an address and asks for
 * a withdrawal, sees it held, and gets it back with the operator's reason when it is rejected;
 * sends an identity check with two images that the operator certifies; and hands the phone to a
 * second trader, who sees none of the first one's money or identity. The steps run in order.
 */
describe('funds and identity between the trader and the back office', () => {
  let env: E2ePlatform;
  let browser: Browser;
  let trader: Page;
  let operator: Page;
  let current: Page | undefined;
  const account = { email: `funds-${Date.now()}@example.com`, password: 'funds password 1' };
  let uid = '';
  let depositId = 0;
  let withdrawalId = 0;
  let methodId = 0;

  beforeAll(async () => {
    env = await startE2ePlatform();
    await setSetting(env.platform, 'verify_reg_type', '1');
    browser = await openChromium();
    operator = await (await desktopContext(browser, env.baseUrl)).newPage();
    trader = await (await phoneContext(browser, env.baseUrl)).newPage();
    for (const page of [operator, trader]) {
      page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    }
    await useEnglish(trader);
    uid = (await registerByEmail(trader, env.platform, account)).user.uid;
  });

  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  stopAfterFirstFailure('funds', () => current);

  /** The operator's page, and the one a failing step leaves a screenshot of. */
  function atDesk(): Page {
    current = operator;
    return operator;
  }

  function onPhone(): Page {
    current = trader;
    return trader;
  }

  /** The header's back button of the page on screen. */
  async function tapBack(page: Page): Promise<void> {
    await page.locator(`button[aria-label="${publicTexts.back}"]:visible`).tap();
  }

  /** Every toast shown on the page from now on, even one gone before it is looked for. */
  async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenToasts: string[] }).seenToasts = seen;
      new MutationObserver((changes) => {
        for (const change of changes) {
          for (const node of change.addedNodes) {
            if (!(node instanceof HTMLElement)) continue;
            const found = node.matches('[data-testid="toast"]')
              ? [node]
              : [...node.querySelectorAll<HTMLElement>('[data-testid="toast"]')];
            for (const toast of found) seen.push(toast.textContent ?? '');
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    return () =>
      page.evaluate(() => [...(window as unknown as { seenToasts: string[] }).seenToasts]);
  }

  /**
   * A slow network for the answers of `path` from now on: the headers come at once, the body's
   * last byte a second later, or an AbortError in the middle of the body if the request is
   * cancelled meanwhile, as Chromium's own fetch does when its signal aborts during a body.
   */
  async function slowBodies(page: Page, path: string): Promise<{ end: () => Promise<void> }> {
    await page.evaluate((slowPath) => {
      const realFetch = window.fetch.bind(window);
      (window as unknown as { realFetch: typeof fetch }).realFetch = realFetch;
      window.fetch = async (input, init) => {
        const response = await realFetch(input, init);
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (!new URL(url, window.location.href).pathname.startsWith(slowPath)) return response;
        const signal = init?.signal;
        const body = new ReadableStream<Uint8Array>({
          async start(stream) {
            let rest: ReturnType<typeof setTimeout> | undefined;
            signal?.addEventListener('abort', () => {
              clearTimeout(rest);
              stream.error(new DOMException('The user aborted a request.', 'AbortError'));
            });
            const bytes = new Uint8Array(await response.arrayBuffer());
            if (signal?.aborted) return;
            stream.enqueue(bytes.slice(0, -1));
            rest = setTimeout(() => {
              stream.enqueue(bytes.slice(-1));
              stream.close();
            }, 1_000);
          },
        });
        return new Response(body, { status: response.status, headers: response.headers });
      };
    }, path);
    return {
      end: () =>
        page.evaluate(() => {
          window.fetch = (window as unknown as { realFetch: typeof fetch }).realFetch;
        }),
    };
  }

  async function walletFigure(page: Page, testId: string): Promise<string> {
    return textOf(shown(page, testId));
  }

  it('the operator opens a USDT deposit network and USDT withdrawals', async () => {
    const page = atDesk();
    await enrolOperator(page, () => env.clock.now().getTime());
    await openSection(page, adminFinancialTexts['financial.depositNetworks']);
    await page.getByTestId('networks-add').click();
    await page.getByTestId('networks-currencyCode').fill('USDT');
    await page.getByTestId('networks-protocolCode').fill('TRC20');
    await page.getByTestId('networks-address').fill(brokerAddress);
    const network = nextAnswer(page, '/admin-api/config/deposit-networks/save');
    await clickInDialog(page.getByTestId('networks-editor-ok'));
    const saved = await envelope<{ id: number; usdPrice: number }>(network);
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data.usdPrice).toBe(1);
    await expect
      .poll(() => textOf(page.getByTestId('networks-table').locator('tbody')))
      .toContain(brokerAddress);

    await openSection(page, adminWithdrawTexts['withdraw.currencies']);
    await page.getByTestId('draw-currencies-add').click();
    await page.getByTestId('draw-currencies-code').fill('USDT');
    await page.getByTestId('draw-currencies-protocol').fill('TRC20');
    await page.getByTestId('draw-currencies-fee').fill('2');
    await page.getByTestId('draw-currencies-minNumber').fill('10');
    const currency = nextAnswer(page, '/admin-api/config/draw-currencies/save');
    await clickInDialog(page.getByTestId('draw-currencies-editor-ok'));
    const currencySaved = await envelope<{ fee: number; minNumber: number; type: number }>(
      currency,
    );
    expect(currencySaved.code, currencySaved.msg).toBe(1);
    expect(currencySaved.data).toMatchObject({ fee: 2, minNumber: 10, type: 1 });
  });

  it('the trader sends a coin deposit of 100 USDT with a proof image', async () => {
    const page = onPhone();
    await signInOnPhone(page, account);
    await page.goto('/mine/charge');
    expect(await textOf(shown(page, 'deposit-address'))).toContain(brokerAddress);
    await shown(page, 'deposit-amount').fill('100');
    await shown(page, 'deposit-submit').tap();
    // Without a proof the form says what is missing and sends nothing.
    expect(await textOf(shown(page, 'deposit-error'))).toBe(financialTexts.uploadProof);

    await shown(page, 'deposit-proof-input').setInputFiles(
      await jpegFile('transfer.jpg', { r: 30, g: 160, b: 90 }),
    );
    await expect
      .poll(() => textOf(shown(page, 'deposit-proof-state')))
      .toBe(financialTexts.changeImage);
    const submitted = nextAnswer(page, '/api/quickCharge/submit');
    await shown(page, 'deposit-submit').tap();
    const answer = await envelope<DepositRecord>(submitted);
    expect(answer.code, answer.msg).toBe(1);
    depositId = answer.data.id;
    expect(answer.data).toMatchObject({ number: 100, currency_code: 'USDT', status: 0 });
    await page.waitForURL((url) => url.pathname === '/mine/history');
    const record = shown(page, `deposit-record-${depositId}`);
    expect(await textOf(record.getByTestId('deposit-record-amount'))).toBe('100.00 USDT');
    expect(await textOf(record.getByTestId('deposit-record-status'))).toBe(
      financialTexts.statusUnchecked,
    );
  });

  it('the operator sees the proof and finishes the deposit, crediting 100 USD', async () => {
    const page = atDesk();
    await openSection(page, adminFinancialTexts['financial.deposits']);
    const proof = page.getByTestId(`deposit-proof-${depositId}`).locator('img');
    await expect
      .poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByTestId(`deposit-finish-${depositId}`).click();
    await expect
      .poll(() => textOf(page.getByTestId('finish-deposit-suggestion')))
      .toContain('100.00 USD');
    await clickInDialog(page.getByTestId('finish-deposit-ok'));
    const finished = await confirmCall<DepositReview>(page, '/admin-api/deposits/finish');
    expect(finished.code, finished.msg).toBe(1);
    expect(finished.data).toMatchObject({ status: 1, credited: 100 });
    await page
      .getByTestId('deposits-tabs')
      .getByRole('tab', { name: adminFinancialTexts['financial.statusFinished'] })
      .click();
    const row = page.getByTestId('deposits-table').locator(`tr[data-row-key="${depositId}"]`);
    await expect
      .poll(() => textOf(row.getByTestId('funds-status')))
      .toBe(adminFinancialTexts['financial.statusFinished']);
    expect(await textOf(row)).toContain('100.00');
  });

  it("the trader's wallet shows the 100 USD and the deposit finished", async () => {
    const page = onPhone();
    await page.goto('/mine/wallet');
    await expect.poll(() => walletFigure(page, 'wallet-balance')).toBe('100.00');
    await shown(page, 'wallet-link-history').tap();
    await shown(page, 'history-tab-deposits').tap();
    const record = shown(page, `deposit-record-${depositId}`);
    await expect
      .poll(() => textOf(record.getByTestId('deposit-record-status')))
      .toBe(financialTexts.statusFinished);
    expect(await textOf(record)).toContain(`${financialTexts.credited} 100.00`);
  });

  it('the trader binds a USDT address when asked to before a withdrawal', async () => {
    const page = onPhone();
    await page.goto('/mine/wallet');
    await shown(page, 'wallet-withdraw').tap();
    await page.waitForURL((url) => url.pathname === '/mine/withdraw');
    expect(await textOf(shown(page, 'withdraw-bind-first'))).toContain(
      withdrawTexts.bindMethodFirst,
    );
    await shown(page, 'withdraw-go-bind').tap();
    await page.waitForURL((url) => url.pathname === '/mine/withdraw-way');
    await shown(page, 'bind-dc_address').fill(traderAddress);
    const bound = nextAnswer(page, '/api/wallet/bind_draw_method');
    await shown(page, 'bind-submit').tap();
    const answer = await envelope<DrawMethod>(bound);
    expect(answer.code, answer.msg).toBe(1);
    // Back on the withdrawal form, the new address is there, chosen already as the only one.
    await page.waitForURL((url) => url.pathname === '/mine/withdraw');
    methodId = answer.data.id;
    const method = shown(page, `withdraw-method-${methodId}`);
    expect(await textOf(method)).toBe(traderAddress);
    expect(await method.getAttribute('aria-pressed')).toBe('true');
  });

  it('the trader asks for 40 USD without choosing the only address, and sees no error', async () => {
    const page = onPhone();
    // The records page's code is fetched when first opened, on a slow network: meanwhile the
    // form stays on screen and its reads go on.
    await page.route(/\/assets\/HistoryPage-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.reload();
    await shown(page, `withdraw-method-${methodId}`).waitFor();
    const seen = await recordToasts(page);
    await shown(page, 'withdraw-amount').fill('40');
    // A slow network: the free margin the form reads again after the request is still arriving
    // when the form is left for the records, so that read is cancelled half-way through its body.
    const slow = await slowBodies(page, '/v1/api/main/account/forexDetail');
    expect(await textOf(shown(page, 'withdraw-preview-fee'))).toBe('2.00 USD');
    expect(await textOf(shown(page, 'withdraw-preview-receipt'))).toBe('38.00 USDT');
    const requested = nextAnswer(page, '/api/account/draw');
    await shown(page, 'withdraw-submit').tap();
    const answer = await envelope<WithdrawRecord>(requested);
    expect(answer.code, answer.msg).toBe(1);
    withdrawalId = answer.data.id;
    await page.waitForURL((url) => url.pathname === '/mine/history');
    const record = shown(page, `withdraw-record-${withdrawalId}`);
    await slow.end();
    await page.unrouteAll({ behavior: 'wait' });
    expect(await textOf(record.getByTestId('withdraw-record-amount'))).toBe('40.00 USD');
    expect(await textOf(record.getByTestId('withdraw-record-status'))).toBe(
      financialTexts.statusUnchecked,
    );
    expect(await textOf(record.getByTestId('withdraw-record-receipt'))).toBe(
      `${withdrawTexts.expected} 38.00 USDT`,
    );
    expect(await textOf(record.getByTestId('withdraw-record-destination'))).toBe(traderAddress);

    await page.goBack();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/mine/wallet');
    await expect.poll(() => walletFigure(page, 'wallet-withdrawing')).toBe('40.00');
    expect(await walletFigure(page, 'wallet-balance')).toBe('60.00');
    expect(await walletFigure(page, 'wallet-lock-balance')).toBe('40.00');
    expect(await walletFigure(page, 'wallet-free-margin')).toBe('60.00');
    // The form's own reads, cancelled as it was left, are never shown as a network error
    // (spec §8): the only toast of the whole withdrawal is the server's msg.
    expect(await seen()).toEqual([answer.msg]);
  });

  it('the operator rejects the withdrawal with a remark', async () => {
    const page = atDesk();
    await openSection(page, adminWithdrawTexts['withdraw.withdrawals']);
    const row = page.getByTestId('withdrawals-table').locator(`tr[data-row-key="${withdrawalId}"]`);
    await row.waitFor();
    expect(await textOf(row)).toContain(traderAddress);
    await page.getByTestId(`withdrawal-reject-${withdrawalId}`).click();
    // A rejection needs the reason the trader will read.
    await clickInDialog(page.getByTestId('remark-modal-ok'));
    await expect
      .poll(() => textOf(page.getByTestId('remark-modal').locator('.ant-form-item-explain-error')))
      .toBe(adminPublicTexts['public.enterRemark']);
    await page.getByTestId('remark-input').fill('The address is not on the TRON network');
    await clickInDialog(page.getByTestId('remark-modal-ok'));
    const rejected = await confirmCall<WithdrawalReview>(page, '/admin-api/withdrawals/reject');
    expect(rejected.code, rejected.msg).toBe(1);
    expect(rejected.data).toMatchObject({
      status: 2,
      remark: 'The address is not on the TRON network',
    });
    await page
      .getByTestId('withdrawals-tabs')
      .getByRole('tab', { name: adminFinancialTexts['financial.statusRejected'] })
      .click();
    const rejectedRow = page
      .getByTestId('withdrawals-table')
      .locator(`tr[data-row-key="${withdrawalId}"]`);
    await expect
      .poll(() => textOf(rejectedRow.getByTestId('funds-status')))
      .toBe(adminFinancialTexts['financial.statusRejected']);
    expect(await textOf(rejectedRow)).toContain('The address is not on the TRON network');
  });

  it('the trader sees the funds back and the reason on the record', async () => {
    const page = onPhone();
    await page.goto('/mine/wallet');
    await expect.poll(() => walletFigure(page, 'wallet-withdrawing')).toBe('0.00');
    expect(await walletFigure(page, 'wallet-balance')).toBe('100.00');
    expect(await walletFigure(page, 'wallet-lock-balance')).toBe('0.00');
    expect(await walletFigure(page, 'wallet-free-margin')).toBe('100.00');
    await page.goto('/mine/history?tab=withdrawals');
    const record = shown(page, `withdraw-record-${withdrawalId}`);
    expect(await textOf(record.getByTestId('withdraw-record-status'))).toBe(
      financialTexts.statusRejected,
    );
    expect(await textOf(record.getByTestId('withdraw-record-remark'))).toBe(
      'Reason: The address is not on the TRON network',
    );
    // The account log tells the whole story, newest first, with the balance after each entry.
    await shown(page, 'history-tab-log').tap();
    const log = shown(page, 'ledger-list');
    await log.waitFor();
    const entries = await log.locator('.record__grid').evaluateAll((rows) =>
      rows.map((row) => ({
        memo: row.querySelector('.record__title')?.textContent,
        value: row.querySelector('[data-testid="ledger-value"]')?.textContent,
      })),
    );
    const memo = serverMessages.en;
    expect(entries).toEqual([
      { memo: memo['financial.ledgerWithdrawalRelease'], value: '+40.00' },
      { memo: memo['financial.ledgerWithdrawalHold'], value: '-40.00' },
      { memo: memo['financial.ledgerDeposit'], value: '+100.00' },
    ]);
  });

  it('the trader sends the identity check with both images and waits for review', async () => {
    const page = onPhone();
    await page.goto('/mine/auth');
    await shown(page, 'kyc-name').fill('Chan Tai Man');
    await shown(page, 'kyc-id-number').fill('A1234567');
    await shown(page, 'kyc-front-input').setInputFiles(
      await jpegFile('front.jpg', { r: 200, g: 80, b: 40 }),
    );
    await shown(page, 'kyc-submit').tap();
    expect(await textOf(shown(page, 'kyc-error'))).toBe(userTexts.kycUploadFrontBack);
    await shown(page, 'kyc-back-input').setInputFiles(
      await jpegFile('back.jpg', { r: 40, g: 80, b: 200 }),
    );
    for (const side of ['kyc-front-state', 'kyc-back-state']) {
      await expect.poll(() => textOf(shown(page, side))).toBe(financialTexts.changeImage);
    }
    const submitted = nextAnswer(page, '/api/user_real/real_name');
    await shown(page, 'kyc-submit').tap();
    const answer = await envelope<null>(submitted);
    expect(answer.code, answer.msg).toBe(1);
    await expect.poll(() => toasts(page)).toContain(answer.msg);
    await expect.poll(() => textOf(shown(page, 'kyc-status-label'))).toBe(userTexts.kycWaiting);
  });

  it('the operator certifies it after looking at both images', async () => {
    const page = atDesk();
    await openSection(page, adminUserTexts['user.kycReviews']);
    const images = page.getByTestId(`kyc-images-${uid}`).locator('img');
    await expect.poll(() => images.count()).toBe(2);
    for (const image of await images.all()) {
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await page.getByTestId(`kyc-approve-${uid}`).click();
    const approved = await confirmCall<unknown>(page, '/admin-api/kyc/approve');
    expect(approved.code, approved.msg).toBe(1);
    await page
      .getByTestId('kyc-tabs')
      .getByRole('tab', { name: adminUserTexts['user.kycVerified'] })
      .click();
    const row = page
      .getByTestId('kyc-table')
      .locator('tr[data-row-key]', { has: page.getByTestId(`kyc-images-${uid}`) });
    await expect
      .poll(() => textOf(row.getByTestId('kyc-status')))
      .toBe(adminUserTexts['user.kycVerified']);
  });

  it("the trader's identity page shows certified", async () => {
    const page = onPhone();
    await page.goto('/mine/auth');
    await expect.poll(() => textOf(shown(page, 'kyc-status-label'))).toBe(userTexts.kycCertified);
    expect(await textOf(shown(page, 'kyc-status-name'))).toBe('Chan Tai Man');
  });

  it("a second trader signing in on the same phone sees none of the first one's money or identity", async () => {
    const page = onPhone();
    const second = { email: `second-${Date.now()}@example.com`, password: 'second password 2' };
    await registerByEmail(page, env.platform, second);
    // The first trader looks at identity, wallet and deposits, then logs out, all in the app.
    await page.goto('/user');
    await shown(page, 'menu-real-name').tap();
    await expect.poll(() => textOf(shown(page, 'kyc-status-label'))).toBe(userTexts.kycCertified);
    await tapBack(page);
    await shown(page, 'menu-wallet').tap();
    await expect.poll(() => walletFigure(page, 'wallet-balance')).toBe('100.00');
    await shown(page, 'wallet-link-history').tap();
    await shown(page, 'history-tab-deposits').tap();
    await shown(page, `deposit-record-${depositId}`).waitFor();
    await tapBack(page);
    await tapBack(page);
    await shown(page, 'menu-other').tap();
    await shown(page, 'logout').tap();
    await shown(page, 'confirm-ok').tap();
    await page.waitForURL((url) => url.pathname === '/');

    // The second trader's own answers are held back, so the page shows what it had before them.
    const held = await holdAnswers(page, [
      '/v1/api/main/account/forexDetail',
      '/api/quickCharge/quick_ist',
      '/api/user_real/center',
    ]);
    await shown(page, 'open-user').tap();
    await page.waitForURL((url) => url.pathname === '/login');
    await shown(page, 'login-account').fill(second.email);
    await shown(page, 'login-password').fill(second.password);
    await shown(page, 'login-submit').tap();
    await page.waitForURL((url) => url.pathname === '/user');
    expect(await textOf(shown(page, 'account-label'))).toBe(second.email);

    await shown(page, 'menu-wallet').tap();
    await shown(page, 'wallet-link-history').waitFor();
    expect(await page.getByTestId('wallet-balance').allTextContents()).toEqual([]);
    await shown(page, 'wallet-link-history').tap();
    await shown(page, 'history-tab-deposits').tap();
    expect(await page.getByTestId(`deposit-record-${depositId}`).count()).toBe(0);
    await tapBack(page);
    await tapBack(page);
    await shown(page, 'menu-real-name').tap();
    await page.waitForURL((url) => url.pathname === '/mine/auth');
    expect(await page.getByTestId('kyc-status').count()).toBe(0);

    await held.release();
    await shown(page, 'kyc-name').waitFor();
    await tapBack(page);
    await shown(page, 'menu-wallet').tap();
    await expect.poll(() => walletFigure(page, 'wallet-balance')).toBe('0.00');
    await shown(page, 'wallet-link-history').tap();
    await shown(page, 'history-tab-deposits').tap();
    await shown(page, 'deposit-records-empty').waitFor();
  });
});
