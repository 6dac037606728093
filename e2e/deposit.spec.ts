import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '@rental/domain/locale';
import { digitsOf, lastFour, TEST_CARDS, TEST_CVV } from './cards.ts';
import { mailbox, to } from './mailbox.ts';
import { lookUp, seedReservation, storedPrecheckin, submitDriver } from './precheckin-helpers.ts';
import { asStaff, stackInfo } from './stack-info.ts';

/**
 * The security deposit (docs/payments.md "The security deposit"): held on a credit card at the
 * end of the pre-check-in, refused on a debit card with the form kept; released or partly
 * charged by staff from Studio's "Acciones de reserva", the renter told by e-mail.
 */
const TEXT = {
  es: {
    offer: 'Retenemos $300.00 en una tarjeta de crédito a nombre del conductor titular',
    hold: 'Retener $300.00',
    debit: 'Esta es una tarjeta de débito: el depósito necesita una tarjeta de crédito.',
    held: /Depósito de garantía: \$300\.00 retenidos en tu tarjeta \(no cobrados\) hasta el \d{1,2} de \p{L}+ de \d{4}/u,
  },
  en: {
    offer: 'We hold $300.00 on a credit card in the main driver',
    hold: 'Hold $300.00',
    debit: 'This is a debit card: the deposit needs a credit card.',
    held: /Security deposit: \$300\.00 held on your card \(not charged\) until \p{L}+ \d{1,2}, \d{4}/u,
  },
} as const;

async function fillDepositCard(page: Page, number: string) {
  await page.fill('input[name=deposit-holder]', 'Ana Pérez');
  await page.fill('input[name=deposit-number]', number);
  await page.fill('input[name=deposit-expiry]', '12/30');
  await page.fill('input[name=deposit-cvv]', TEST_CVV);
}

/** A checked-in booking whose deposit the renter holds on the thanks page. */
async function holdAtPrecheckin(
  page: Page,
  lang: Locale,
  seeded?: Awaited<ReturnType<typeof seedReservation>>,
) {
  seeded ??= await seedReservation({ type: 'prepaid', deposit: 30000, language: lang });
  await lookUp(page, lang, seeded.code, 'Pérez');
  await expect(page.getByTestId('precheckin-verify')).toBeVisible({ timeout: 20_000 });
  await submitDriver(page);
  await expect(page.getByTestId('precheckin-thanks')).toBeVisible({ timeout: 20_000 });
  const panel = page.getByTestId('deposit-hold');
  await expect(panel).toContainText(TEXT[lang].offer);
  await fillDepositCard(page, TEST_CARDS.debit);
  await page.getByTestId('hold-deposit').click();
  await expect(page.getByTestId('deposit-problem')).toHaveText(TEXT[lang].debit);
  // Nothing typed is lost: the renter changes the number only.
  await expect(page.locator('input[name=deposit-holder]')).toHaveValue('Ana Pérez');
  await page.fill('input[name=deposit-number]', TEST_CARDS.approved);
  await expect(page.getByTestId('hold-deposit')).toHaveText(TEXT[lang].hold);
  await page.getByTestId('hold-deposit').click();
  await expect(page.getByTestId('deposit-status')).toHaveText(TEXT[lang].held, { timeout: 20_000 });
  return seeded;
}

/** The booking's page: looked up the first time, then opened again by the tab's session. */
async function bookingPage(page: Page, code: string) {
  await page.goto(`/mi-reserva?code=${code}`);
  const form = page.locator('input[name=identity]');
  await expect(form.or(page.getByTestId('my-booking'))).toBeVisible({ timeout: 20_000 });
  if (await form.isVisible()) {
    await form.fill('Pérez');
    await page.getByTestId('lookup-submit').click();
  }
  await expect(page.getByTestId('my-booking')).toBeVisible({ timeout: 20_000 });
}

const holdsOf = async (id: string) =>
  (await storedPrecheckin(id)).payments.filter((p) => p.status !== 'captured');

test.describe('the security deposit', () => {
  test.describe.configure({ timeout: 120_000 });

  test('is held at the end of the pre-check-in on a credit card, never a debit card (es) @phone', async ({
    page,
  }) => {
    const seeded = await seedReservation({ type: 'prepaid', deposit: 30000 });
    // Before the pre-check-in, the booking's page says the counter takes it.
    await bookingPage(page, seeded.code);
    await expect(page.getByTestId('deposit-status')).toHaveText(
      /^Depósito de garantía: \$300\.00, a retener en el mostrador al retirar el auto, en una tarjeta de crédito/,
    );
    await holdAtPrecheckin(page, 'es', seeded);
    await bookingPage(page, seeded.code);
    await expect(page.getByTestId('deposit-status')).toHaveText(TEXT.es.held);
    const holds = await holdsOf(seeded.id);
    expect(holds.map((p) => p.status).sort()).toEqual(['held', 'hold_declined']);
    const held = holds.find((p) => p.status === 'held')!;
    expect(held).toMatchObject({ amount: 30000, card_last4: lastFour(TEST_CARDS.approved) });
    expect(JSON.stringify(holds)).not.toContain(digitsOf(TEST_CARDS.approved));
  });

  test('staff charge part of it from Studio with a reason the renter receives (en)', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'Studio is used on a desktop');
    const seeded = await holdAtPrecheckin(page, 'en');
    const staff = await asStaff();
    const name = encodeURIComponent(JSON.stringify({ name: { _eq: 'Acciones de reserva' } }));
    const [flow] = (await staff('GET', `/flows?filter=${name}&fields=id`)) as { id: string }[];
    await staff('POST', `/flows/trigger/${flow.id}`, {
      collection: 'reservations',
      keys: [seeded.id],
      action: 'chargeDeposit',
      amount: '75.50',
      reason: 'A quarter tank of fuel was missing',
    });
    await expect
      .poll(async () => (await holdsOf(seeded.id)).find((p) => p.status !== 'hold_declined'), {
        timeout: 30_000,
      })
      .toMatchObject({
        status: 'charged',
        charged_amount: 7550,
        charge_reason: 'A quarter tank of fuel was missing',
      });
    const mail = await mailbox.waitFor(
      (m) =>
        to(seeded.email)(m) &&
        m.subject === `We charged $75.50 of your security deposit for booking ${seeded.code}`,
      60_000,
    );
    expect(mail.text).toContain('A quarter tank of fuel was missing');
  });

  test('staff release it in Studio after the return, and the renter is told (es)', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'Studio is used on a desktop');
    test.slow();
    const seeded = await holdAtPrecheckin(page, 'es');
    const info = await stackInfo();
    const item = `/content/reservations/${seeded.id}`;
    // A branch agent, as the counter works (an administrator is asked about licences first).
    const staff = await asStaff();
    const [role] = (await staff('GET', '/roles?filter[name][_eq]=Agente&fields=id')) as {
      id: string;
    }[];
    const email = `agente-${seeded.code.slice(2).toLowerCase()}@example.com`;
    const password = `Agente-${seeded.id}`;
    const agent = (await staff('POST', '/users', {
      email,
      password,
      role: role.id,
      status: 'active',
    })) as { id: string };
    await page.goto(`${info.cms}/admin/login?redirect=${encodeURIComponent(item)}`);
    await page.locator('input[type="email"]').fill(email);
    await page.locator('input[type="password"]').fill(password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(`${info.cms}/admin${item}`);
    await page.getByText('Flujos', { exact: true }).click();
    await page.getByRole('button', { name: 'Acciones de reserva' }).click();
    await page.getByText('Liberar el depósito de garantía (después de la devolución)').click();
    await page.screenshot({ path: 'test-results/deposit-studio-flow.png' });
    await page.getByRole('button', { name: /^Ejecutar flujo/ }).click();
    await expect
      .poll(async () => (await holdsOf(seeded.id)).map((p) => p.status).sort(), { timeout: 30_000 })
      .toEqual(['hold_declined', 'released']);
    await mailbox.waitFor(
      (m) =>
        to(seeded.email)(m) &&
        m.subject === `Liberamos tu depósito de garantía de la reserva ${seeded.code}`,
      60_000,
    );
    await staff('DELETE', `/users/${agent.id}`);
  });
});
