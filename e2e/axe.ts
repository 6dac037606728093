import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA, as axe-core checks it. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Blocks a page draws only near the viewport (`render-when-near`, content-visibility: auto) are
 * not laid out until then, so axe's colour-contrast check, which asks the browser what is
 * painted under a text, finds whatever is there instead (the footer's dark blue under the home
 * page's car prices). Drawn as a visitor who scrolls to them sees them, they are checked as they
 * look; the styles are set through the CSSOM, which the site's style policy allows.
 */
async function drawDeferredBlocks(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto')
        element.style.contentVisibility = 'visible';
  });
}

/** Serious and critical violations, worded for the failure message (rule, what, where). */
export async function seriousViolations(page: Page) {
  await drawDeferredBlocks(page);
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
