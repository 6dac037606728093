import { expect, type Page } from '@playwright/test';

/**
 * Reloads `page` until `check` passes: how a Studio change (or its undoing) is waited for, since
 * it reaches a cached page through revalidation, a request or two later, within a minute.
 */
export const reloadUntil = (page: Page, check: () => Promise<void>) =>
  expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 60_000, intervals: [1000, 2000, 3000] });
