import { expect, type Page } from '@playwright/test';

/**
 * The focused element (`document.activeElement`) against a CSS selector: 'ok' when it matches
 * and shows a focus ring (`:focus-visible` with an outline of 2 px or more), otherwise a short
 * description of what has the focus instead, for the failure message.
 */
function focusState([selector, ring]: [string, boolean]) {
  const el = document.activeElement as HTMLElement | null;
  const what =
    !el || el === document.body
      ? 'nothing (body)'
      : `<${el.tagName.toLowerCase()} name="${el.getAttribute('name') ?? ''}" data-testid="${el.dataset.testid ?? ''}"> ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}`;
  if (!el || !el.matches(selector)) return `focus is on ${what}`;
  if (!ring) return 'ok';
  const style = getComputedStyle(el);
  const visible =
    el.matches(':focus-visible') &&
    style.outlineStyle !== 'none' &&
    parseFloat(style.outlineWidth) >= 2;
  return visible
    ? 'ok'
    : `${what} has the focus but no visible ring (outline ${style.outlineStyle} ${style.outlineWidth})`;
}

/** The focus is on `selector`, with a visible focus ring unless `ring: false`. */
export async function expectFocus(page: Page, selector: string, { ring = true } = {}) {
  await expect
    .poll(() => page.evaluate(focusState, [selector, ring] as [string, boolean]), {
      message: `focus on ${selector}`,
    })
    .toBe('ok');
}

/** A key, then the focus must be on `selector` (with its ring). */
export async function press(page: Page, key: string, selector: string) {
  await page.keyboard.press(key);
  await expectFocus(page, selector);
}

/**
 * Tab (or Shift+Tab) until `selector` has the focus, as a visitor does past a header or a
 * list whose length is the content's; fails after `max` presses. A visitor waits for a part of
 * the page that is still loading (the payment form after its methods arrive) before tabbing to
 * it, so this waits for `selector` to be shown first: tabbing earlier only races the network.
 */
export async function tabTo(page: Page, selector: string, { max = 40, back = false } = {}) {
  await expect(page.locator(selector).first()).toBeVisible({ timeout: 20_000 });
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if ((await page.evaluate(focusState, [selector, false] as [string, boolean])) === 'ok')
      return expectFocus(page, selector);
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${selector}`);
}

/** Replaces the focused field's text with `text`, typed key by key. */
export async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}
