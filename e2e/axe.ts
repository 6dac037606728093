import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA, as axe-core checks it. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** How long the document's `<title>` element must stay the same before axe reads the page. */
const TITLE_SETTLED_MS = 400;

/**
 * Waits until the page's `<title>` has been the same element, with text, for a while. A server
 * action that sets or deletes a cookie makes Next.js render the route again; React then
 * replaces the streamed metadata, and for 1–40 ms the document has no title. axe run in that
 * moment reports `document-title`. The booking page's session left server actions for that
 * reason (docs/manage-booking.md, "The session's route"); this keeps the scan from racing any
 * other action that re-renders a route.
 */
async function titleSettled(page: Page) {
  // A page that never gets a title is axe's to report (`document-title`), not a timeout's.
  const settled = page.waitForFunction(
    (settledMs) => {
      const title = document.querySelector('title');
      const seen = window as unknown as { __axeTitle?: Element; __axeTitleSince?: number };
      if (!title?.textContent?.trim()) {
        seen.__axeTitle = undefined;
        return false;
      }
      if (seen.__axeTitle !== title) {
        seen.__axeTitle = title;
        seen.__axeTitleSince = performance.now();
        return false;
      }
      return performance.now() - (seen.__axeTitleSince ?? 0) >= settledMs;
    },
    TITLE_SETTLED_MS,
    { polling: 50, timeout: 10_000 },
  );
  await settled.catch(() => undefined);
}

/** Serious and critical violations, worded for the failure message (rule, what, where). */
export async function seriousViolations(page: Page) {
  await titleSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`.trim())
          .slice(0, 5)
          .join(' | ')}`,
    );
}
