import { expect, test, type Page } from '@playwright/test';
import { DRAFT_STORAGE_KEY } from '@rental/domain/reservation/draft';
import {
  chooseFirstCar,
  continueToCheckout,
  fillReservation,
  panamaLocal,
  RENTER,
} from './booking-helpers.ts';

/** The renter's stumbles (reservation-flow.md): what a person sees on /reserva and around it. */

const storage = (page: Page) =>
  page.evaluate(
    (key) => ({
      local: window.localStorage.getItem(key) ?? '',
      session: JSON.stringify({ ...window.sessionStorage }),
    }),
    DRAFT_STORAGE_KEY,
  );
const PERSONAL = [
  RENTER.name,
  RENTER.last_name,
  RENTER.email,
  RENTER.phone_number,
  RENTER.birthday,
  RENTER.license,
];
// :visible: the router keeps the previous step's page, hidden, after a client-side navigation.
const currentStep = (page: Page) =>
  page.locator('[data-testid=step-progress]:visible [aria-current=step]');

test.describe('the booking keeps no personal data in the browser', () => {
  test.describe.configure({ timeout: 90_000 });

  test('once created, the shared draft forgets the renter; back in the form they are still there; confirmed, nothing is left (es)', async ({
    page,
  }) => {
    await chooseFirstCar(page, 'es');
    await expect(currentStep(page)).toHaveText(/Detalles/);
    await fillReservation(page, { type: 'postpaid' });
    // While the booking is being made the draft holds what is typed (a reload loses nothing).
    const typed = (await storage(page)).local;
    for (const value of PERSONAL) expect(typed).toContain(value);

    await continueToCheckout(page, 'es');
    await expect(currentStep(page)).toHaveText(/Pago/);
    const created = await storage(page);
    for (const value of PERSONAL) expect(created.local).not.toContain(value);

    // Back to change something: what was typed is there again (kept by this tab only).
    await page.goBack();
    await expect(page.getByTestId('reservation-form')).toBeVisible();
    await expect(page.locator('input[name=email]')).toHaveValue(RENTER.email);
    await page.check('input[name=terms]');
    await continueToCheckout(page, 'es');
    for (const value of PERSONAL) expect((await storage(page)).local).not.toContain(value);

    await page.getByTestId('confirm-reservation').click();
    await expect(page.getByTestId('thanks')).toBeVisible({ timeout: 20_000 });
    await expect(currentStep(page)).toHaveText(/Confirmación/);
    const confirmed = await storage(page);
    for (const value of PERSONAL) {
      expect(confirmed.local).not.toContain(value);
      expect(confirmed.session).not.toContain(value);
    }
    // The thanks page still has what it shows.
    await page.reload();
    await expect(page.getByTestId('thanks-code')).toHaveText(/[A-Z]-[A-Z0-9]{6}/);
  });
});

test.describe('the rate choice', () => {
  test('promises a saving for paying now only when there is one (es)', async ({ browser }) => {
    const query = new URLSearchParams({ pickup: 'PTY', from: panamaLocal(4), to: panamaLocal(7) });
    for (const [model, saves] of [
      ['Chevrolet Spark', false],
      ['Kia Picanto', true],
    ] as const) {
      // A visitor each: one browser's second load of the same fleet address is another matter.
      const page = await (
        await browser.newContext({ baseURL: test.info().project.use.baseURL })
      ).newPage();
      await page.goto(`/flota?${query}`);
      const reserve = page
        .getByTestId('car-card')
        .filter({ hasText: model })
        .getByTestId('reserve-car');
      await expect(reserve).toHaveAttribute('href', /pickup=PTY/);
      await reserve.click();
      await expect(page.getByTestId('car-model')).toContainText(model);
      const prepaid = page.getByTestId('rate-prepaid-total');
      const postpaid = page.getByTestId('rate-postpaid-total');
      await expect(prepaid).toBeVisible();
      const note = page.getByTestId('rate-prepaid-note');
      await expect(postpaid).toBeVisible();
      const same = (await prepaid.textContent()) === (await postpaid.textContent());
      expect(same).toBe(!saves);
      if (saves) await expect(note).toContainText(/ahorra \$\d/);
      else await expect(note).not.toContainText(/ahorr/i);
      await page.context().close();
    }
  });
});

test.describe('the form’s action and total', () => {
  test('the action is where the form ends and the total stays in view, on a desk and on a phone @phone', async ({
    page,
  }) => {
    await chooseFirstCar(page, 'es');
    const wide = (page.viewportSize()?.width ?? 0) >= 1024;
    const action = page.getByTestId('continue');
    if (!wide) await expect(action).toBeInViewport(); // the phone's bar, from the start
    // To the form's end: the bottom of the column the action closes at the bottom of the screen
    // (scrollIntoView would not move for a bar that sticks in view already).
    await page
      .getByTestId('booking-action')
      .evaluate((el) =>
        window.scrollTo(
          0,
          el.parentElement!.getBoundingClientRect().bottom + window.scrollY - window.innerHeight,
        ),
      );
    const last = (await page.getByTestId('rate').boundingBox())!;
    const button = (await action.boundingBox())!;
    expect(button.y).toBeGreaterThanOrEqual(last.y + last.height);
    await expect(action).toBeInViewport();
    await expect(page.getByTestId(wide ? 'bill-total' : 'action-total')).toBeInViewport();
  });
});

test.describe('coming from the fleet', () => {
  test('the form opens without red: the pickup is the next bookable half hour (es)', async ({
    page,
  }) => {
    await page.goto('/flota');
    const reserve = page.getByTestId('reserve-car').first();
    await reserve.click();
    await expect(page.getByTestId('reservation-form')).toBeVisible();
    await expect(page.locator('select[name="from-time"]')).toHaveValue(/^\d\d:(00|30)$/);
    await expect(page.getByTestId('field-error')).toHaveCount(0);
    await expect(page.getByTestId('coverage-error')).toHaveCount(0);
    await expect(page.getByTestId('booking-error')).toHaveCount(0);
    const draft = JSON.parse((await storage(page)).local) as {
      pickup_date: string;
      return_date: string;
    };
    const pickup = new Date(draft.pickup_date).getTime();
    const now = Date.now();
    expect(pickup % (30 * 60_000)).toBe(0);
    expect(pickup).toBeGreaterThan(now);
    const panamaDay = (ms: number) => new Date(ms - 5 * 3600_000).toISOString().slice(0, 10);
    if (panamaDay(pickup) === panamaDay(now))
      expect(pickup - now).toBeGreaterThanOrEqual(2 * 3600_000);
    expect(new Date(draft.return_date).getTime()).toBeGreaterThan(pickup);
  });
});

test.describe('coverages', () => {
  test('basic liability is chosen and locked; full protection includes it, and it is not billed twice (es)', async ({
    page,
  }) => {
    await chooseFirstCar(page, 'es');
    const basic = page.locator('input[name=coverage][value=basic-liability]');
    await expect(basic).toBeChecked();
    await expect(basic).toBeDisabled();
    await expect(page.getByTestId('bill-coverage')).toHaveCount(1);
    await page.locator('input[name=coverage][value=full-protection]').check();
    await expect(
      page.locator('label').filter({ has: basic }).getByTestId('coverage-included'),
    ).toHaveText('Incluida en Protección total sin deducible');
    await expect(basic).toBeChecked();
    const lines = page.getByTestId('bill-coverage');
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText('Protección total');
    await expect(page.getByTestId('bill')).not.toContainText('Responsabilidad civil');
  });
});

test.describe('a promotion’s coupon', () => {
  test('travels from the promotion through the fleet into the booking, applied (es)', async ({
    page,
  }) => {
    await page.goto('/promos');
    const card = page.locator('[data-testid="promotion-card"][data-slug="bienvenida"]');
    const code = (await card.getByTestId('promotion-code').textContent())!.trim();
    await card.getByTestId('promotion-cta').click();
    await expect(page).toHaveURL(new RegExp(`/flota\\?coupon=${code}$`));
    const reserve = page.getByTestId('reserve-car').first();
    await expect(reserve).toHaveAttribute('href', new RegExp(`coupon=${code}`));
    await reserve.click();
    await expect(page.getByTestId('coupon-applied')).toContainText(code);
    await page.locator('select[name=pickup]').selectOption('PTY');
    await expect(page.getByTestId('bill-coupon')).toContainText(code);
  });
});

test.describe('contact', () => {
  test('the WhatsApp number opens a chat', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('whatsapp-link')).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d{8,15}$/,
    );
  });
});
