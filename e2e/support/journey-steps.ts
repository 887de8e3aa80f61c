import type { Page } from 'playwright-core';
import { beforeEach } from 'vitest';
import { screenshotOnFailure } from './chromium.ts';

/**
 * The tests of a journey are its steps, in order: once one fails, the later ones stop at once
 * instead of timing out, and the failing step leaves a screenshot named `{name}-{step}`.
 */
export function stopAfterFirstFailure(name: string, page: () => Page | undefined): void {
  let brokenAt: string | undefined;
  beforeEach((ctx) => {
    if (brokenAt) throw new Error(`not run: the step "${brokenAt}" failed`);
    ctx.onTestFailed(async () => {
      brokenAt = ctx.task.name;
      const current = page();
      if (current) await screenshotOnFailure(current, `${name}-${ctx.task.name}`);
    });
  });
}
