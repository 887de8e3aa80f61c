import type { Locator, Page } from 'playwright-core';
import { textOf } from './chromium.ts';
import { type EnvelopeOf, envelope, nextAnswer } from './page-api.ts';
import { Authenticator } from './totp.ts';

export type OperatorCredentials = { username: string; password: string };

/** The administrator the platform creates on its first start (`ADMIN_USER`, `ADMIN_PASSWORD`). */
export const firstAdministrator: OperatorCredentials = { username: 'admin', password: 'admin' };

/**
 * On the enrolment screen an operator sees at the first sign-in: adds the secret the page shows
 * to an authenticator app, as a person would type it in, and confirms with the app's code.
 * Answers that app, for the codes of later sign-ins.
 */
export async function enrolAuthenticator(page: Page, nowMs: () => number): Promise<Authenticator> {
  await page.getByTestId('totp-qr').locator('canvas').waitFor();
  const app = new Authenticator(await textOf(page.getByTestId('totp-secret')), nowMs);
  await page.getByTestId('totp-enrol-code').fill(app.nextCode());
  await page.getByTestId('totp-enable').click();
  await page.getByTestId('admin-operator').waitFor();
  return app;
}

/** An operator's first sign-in to the back office: the password, then the enrolment. */
export async function enrolOperator(
  page: Page,
  nowMs: () => number,
  operator: OperatorCredentials = firstAdministrator,
): Promise<Authenticator> {
  await page.goto('/admin');
  await page.getByTestId('admin-username').fill(operator.username);
  await page.getByTestId('admin-password').fill(operator.password);
  await page.getByTestId('admin-sign-in').click();
  return enrolAuthenticator(page, nowMs);
}

/** Opens a page of the back office from its menu. */
export async function openSection(page: Page, label: string): Promise<void> {
  await page.getByRole('menuitem', { name: label }).click();
}

/**
 * Clicks a button of a dialog once the dialog has finished zooming in: a click aimed while it
 * still moves can land beside the button and be lost without an error.
 */
export async function clickInDialog(button: Locator): Promise<void> {
  await button.waitFor();
  await button.evaluate((node) => {
    const dialog = node.closest('.ant-modal') ?? node;
    const moving = dialog
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    return Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
  });
  await button.click();
}

/** Answers the back office's "are you sure" and resolves with the answer of the call it makes. */
export async function confirmCall<T>(page: Page, path: string): Promise<EnvelopeOf<T>> {
  const answer = nextAnswer(page, path);
  await clickInDialog(page.getByTestId('confirm-ok'));
  return envelope<T>(answer);
}
