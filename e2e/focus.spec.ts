import { expect, test, type Page } from '@playwright/test';
import {
  chooseFirstCar,
  continueToCheckout,
  fillCard,
  fillReservation,
  storedBooking,
  TEXT,
  type Lang,
} from './booking-helpers.ts';
import { TEST_CARDS } from './cards.ts';
import { expectFocus, press, tabTo } from './keyboard-helpers.ts';

/**
 * Focus management in the site's dialogs and the payment window — the focus goes in
 * when one opens, stays in a modal one, Escape closes it, and the focus comes back to a
 * sensible place. Each check reads `document.activeElement`.
 */

/** Whether the focused element is inside `selector`, and which one it is (for comparing). */
const focusIn = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.activeElement as HTMLElement | null;
    return {
      inside: !!el?.closest(sel),
      label: el
        ? `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}`
        : '',
    };
  }, selector);

test.describe('the date field’s calendar: a modal dialog', () => {
  test('focus goes in on the chosen day, Tab and Shift+Tab go round inside, Escape closes and gives the focus back (en)', async ({
    page,
  }) => {
    await page.goto('/en');
    const form = page.getByTestId('location-form');
    await expect(form.locator('input[name=from]')).not.toHaveValue('');
    const opener = '[data-testid=location-form] input[name=from] + [data-testid=open-calendar]';
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const calendar = page.getByTestId('calendar');
    await expect(calendar).toHaveAttribute('role', 'dialog');
    await expect(calendar).toHaveAttribute('aria-modal', 'true');
    await expect(page.locator(opener)).toHaveAttribute('aria-expanded', 'true');
    await expectFocus(page, '[data-testid=calendar] [data-selected=true] button');

    // Tab goes round the dialog's controls (month, year, previous, next, the day, close) and never out.
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const now = await focusIn(page, '[data-testid=calendar]');
      expect(now.inside, `Tab ${i + 1} left the calendar for ${now.label}`).toBe(true);
      seen.add(now.label);
    }
    expect(seen.size).toBeGreaterThan(3);
    // Past the close button, the last control, Tab wraps to the first one, and Shift+Tab back.
    await tabTo(page, '[data-testid=close-calendar]', { max: 8 });
    await page.keyboard.press('Tab');
    const onFirst = await page.evaluate(() => {
      const controls = Array.from(
        document.querySelectorAll<HTMLElement>('[data-testid=calendar] :is(button, select)'),
      ).filter((el) => el.tabIndex >= 0 && !el.matches(':disabled'));
      return document.activeElement === controls[0];
    });
    expect(onFirst, 'Tab after the close button goes to the calendar’s first control').toBe(true);
    await press(page, 'Shift+Tab', '[data-testid=close-calendar]');
    await press(page, 'Shift+Tab', '[data-testid=calendar] [data-selected=true] button');

    await page.keyboard.press('Escape');
    await expect(calendar).toHaveCount(0);
    await expectFocus(page, opener);
    await expect(page.locator(opener)).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the phone menu: a disclosure', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('Enter opens it, Tab goes into its links, Escape closes it and gives the focus back; leaving it closes it (es)', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.locator('details:has([data-testid=menu-button])');
    await tabTo(page, '[data-testid=menu-button]');
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open', '');
    await press(page, 'Tab', '[data-testid=mobile-menu] a');
    await press(page, 'Tab', '[data-testid=mobile-menu] a');
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expectFocus(page, '[data-testid=menu-button]');

    // Open again and Tab past its last link: the menu closes behind the focus.
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open', '');
    const links = await page.locator('[data-testid=mobile-menu] a').count();
    for (let i = 0; i < links; i++) await press(page, 'Tab', '[data-testid=mobile-menu] a');
    await page.keyboard.press('Tab');
    await expect(menu).not.toHaveAttribute('open');
    expect((await focusIn(page, '#main')).inside).toBe(true);
  });
});

test.describe('the desktop menu’s submenu', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  const item = '[data-testid=desktop-menu] li[data-submenu]';

  test('Escape hides a submenu opened by the focus or the pointer without moving either; leaving the item brings it back (en)', async ({
    page,
  }) => {
    await page.goto('/en');
    // Escape is the menu's script's: pressed before it is hydrated, nothing would hear it.
    await expect(page.getByTestId('desktop-menu')).toHaveAttribute('data-escape', 'ready');
    const submenu = page.locator(`${item} ul`);
    await tabTo(page, `${item} > a`);
    await expect(submenu).toBeVisible();
    await press(page, 'Tab', `${item} ul a`);
    await page.keyboard.press('Escape');
    await expect(submenu).toBeHidden();
    await expectFocus(page, `${item} > a`);
    // Tab skips the hidden links and leaves the item; coming back shows the submenu again.
    await page.keyboard.press('Tab');
    expect((await focusIn(page, item)).inside).toBe(false);
    await press(page, 'Shift+Tab', `${item} > a`);
    await expect(submenu).toBeVisible();

    // The pointer: Escape hides what hovering opened, with the pointer still on it.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.locator(`${item} > a`).hover();
    await expect(submenu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(submenu).toBeHidden();
    await page.mouse.move(5, 700);
    await page.locator(`${item} > a`).hover();
    await expect(submenu).toBeVisible();
  });
});

test.describe('a refused booking form', () => {
  test('the focus goes to the first wrong field in the form’s order, and after a fix to the next one (es)', async ({
    page,
  }) => {
    await chooseFirstCar(page, 'es');
    await fillReservation(page, { type: 'postpaid' });
    await page.fill('input[name=email]', 'no-es-un-correo');
    await page.fill('input[name=license]', '');
    await tabTo(page, '[data-testid=continue]');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('booking-error')).toHaveText(TEXT.es.checkFields);
    await expectFocus(page, 'input[name=email][aria-invalid=true]');

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('ana.e2e@example.com');
    await tabTo(page, '[data-testid=continue]');
    await page.keyboard.press('Enter');
    await expectFocus(page, 'input[name=license][aria-invalid=true]');
    await expect(page.locator('input[name=email]')).toHaveValue('ana.e2e@example.com');
  });
});

test.describe('the bank’s payment window', () => {
  test.describe.configure({ timeout: 90_000 });

  /** A prepaid booking at its checkout; returns its code. */
  async function prepaidCheckout(page: Page, lang: Lang) {
    await chooseFirstCar(page, lang);
    await fillReservation(page, { type: 'prepaid' });
    return continueToCheckout(page, lang);
  }

  /** Card details typed, the focus on Pay; Enter opens the bank's window. */
  async function payByCard(page: Page, number: string) {
    await fillCard(page, number);
    await press(page, 'Tab', '[data-testid=pay-card]');
    const popup = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    return popup;
  }

  test('opens on its first button; the checkout focuses the status; a decline there focuses the message, then the form (en)', async ({
    page,
  }) => {
    const code = await prepaidCheckout(page, 'en');
    const bank = await payByCard(page, TEST_CARDS.challenge);
    await expectFocus(bank, '[data-testid=challenge-approve]');
    await expectFocus(page, '[role=status] [data-testid=payment-status]');

    await press(bank, 'Tab', '[data-testid=challenge-decline]');
    await bank.keyboard.press('Enter');
    await expect(page.getByTestId('payment-error')).toContainText(TEXT.en.declined, {
      timeout: 20_000,
    });
    await expect(page.getByTestId('payment-error')).toHaveAttribute('role', 'alert');
    await expectFocus(page, '[data-testid=payment-error]');
    await expect(page.getByTestId('payment-status')).toHaveCount(0);
    await press(page, 'Tab', 'input[name=holder]');
    expect((await storedBooking(code)).reservation.status).not.toBe('paid');
  });

  test('closed unanswered: the warning takes the focus, its button opens the window again, approved there (es)', async ({
    page,
  }) => {
    const code = await prepaidCheckout(page, 'es');
    const first = await payByCard(page, TEST_CARDS.challenge);
    await expectFocus(page, '[data-testid=payment-status]');
    await first.close();
    await expect(page.getByTestId('window-warning')).toBeVisible({ timeout: 10_000 });
    await expectFocus(page, '[data-testid=payment-status]');

    await press(page, 'Tab', '[data-testid=verify-payment]');
    const popup = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    const bank = await popup;
    // The verify button is gone with the warning: the focus is back on the status, not lost.
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-state', 'verifying');
    await expectFocus(page, '[data-testid=payment-status]');
    await expectFocus(bank, '[data-testid=challenge-approve]');
    await bank.keyboard.press('Enter');
    await expect(page.getByTestId('thanks')).toBeVisible({ timeout: 20_000 });
    await expectFocus(page, '[data-testid=thanks] h1');
    expect((await storedBooking(code)).reservation.status).toBe('paid');
  });

  test('a card declined twice: each decline takes the focus to its message (en)', async ({
    page,
  }) => {
    await prepaidCheckout(page, 'en');
    await fillCard(page, TEST_CARDS.declined);
    for (let attempt = 0; attempt < 2; attempt++) {
      await tabTo(page, '[data-testid=pay-card]');
      await page.keyboard.press('Enter');
      await expectFocus(page, '[data-testid=payment-error]');
      await expect(page.getByTestId('payment-error')).toContainText(TEXT.en.declined);
    }
  });
});
