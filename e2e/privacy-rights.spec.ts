import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { bookInBrowser, openMyBooking, shot, storedBooking, type Lang } from './booking-helpers.ts';
import { mailbox, to } from './mailbox.ts';

/**
 * The renter's rights under Law 81 from /mi-reserva (docs/privacy.md): a one-time code to the
 * booking's e-mail (a wrong one refused), the data downloaded in a readable and a machine format,
 * a rectification request kept with its legal deadline, and a deletion request that anonymises
 * a finished booking at once and keeps its invoice; each in both languages.
 */
const TEXT = {
  es: {
    codeSubject: /^Tu código para tus datos personales: (\d{6})$/,
    wrongCode: 'El código no es correcto o ya venció.',
    needDetails: 'Cuéntanos qué necesitas.',
    detailsLabel: 'Cuéntanos qué necesitas',
    rectification: 'Recibimos tu solicitud de Rectificación.',
    deletionLabel: 'Supresión (cancelación)',
    deletion: 'Recibimos tu solicitud de Supresión (cancelación).',
    file: 'mis-datos',
    booking: 'Reserva',
    title: 'Tus datos personales',
    details: 'Mi segundo apellido es Gómez.',
  },
  en: {
    codeSubject: /^Your code for your personal data: (\d{6})$/,
    wrongCode: 'The code is wrong or has expired.',
    needDetails: 'Tell us what you need.',
    detailsLabel: 'Tell us what you need',
    rectification: 'We received your Rectification request.',
    deletionLabel: 'Deletion',
    deletion: 'We received your Deletion request.',
    file: 'my-data',
    booking: 'Booking',
    title: 'Your personal data',
    details: 'My second last name is Gómez.',
  },
} as const;

async function proveEmail(page: Page, lang: Lang, email: string) {
  const rights = page.getByTestId('privacy-rights');
  await rights.scrollIntoViewIfNeeded();
  await rights.getByTestId('privacy-send-code').click();
  const message = await mailbox.waitFor(
    (m) => to(email)(m) && TEXT[lang].codeSubject.test(m.subject),
    30_000,
  );
  const code = TEXT[lang].codeSubject.exec(message.subject)![1];
  await rights
    .getByLabel(lang === 'es' ? 'Código' : 'Code')
    .fill(code === '000000' ? '111111' : '000000');
  await rights.getByTestId('privacy-check-code').click();
  await expect(rights).toContainText(TEXT[lang].wrongCode);
  await rights.getByLabel(lang === 'es' ? 'Código' : 'Code').fill(code);
  await rights.getByTestId('privacy-check-code').click();
  await expect(rights.getByTestId('privacy-download-json')).toBeVisible();
  return rights;
}

async function download(page: Page, button: ReturnType<Page['getByTestId']>) {
  const waiting = page.waitForEvent('download');
  await button.click();
  const file = await waiting;
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

test.describe('the renter’s personal data rights', () => {
  test.describe.configure({ timeout: 150_000 });

  for (const lang of ['es', 'en'] as const) {
    test(`data downloaded and a rectification kept with its deadline (${lang}) @phone`, async ({
      page,
    }, testInfo) => {
      const email = `dr-${randomUUID().slice(0, 8)}@example.com`;
      const { code } = await bookInBrowser(page, lang, { type: 'postpaid', email });
      await openMyBooking(page, lang, code);
      const rights = await proveEmail(page, lang, email);

      const json = await download(page, rights.getByTestId('privacy-download-json'));
      expect(json.name).toBe(`${TEXT[lang].file}-${code}.json`);
      const data = JSON.parse(json.text) as {
        email: string;
        bookings: { code: string; renter: { email: string } }[];
      };
      expect(data.email).toBe(email);
      expect(data.bookings.map((b) => b.code)).toEqual([code]);
      expect(data.bookings[0].renter.email).toBe(email);
      // Without the proof, or from another site, nothing is given out.
      const form = { format: 'json', lang, proof: 'forged.proof' };
      expect((await page.request.post('/api/my-booking/data', { form })).status()).toBe(404);
      const foreign = await page.request.post('/api/my-booking/data', {
        form,
        headers: { origin: 'http://evil.example' },
      });
      expect(foreign.status()).toBe(403);
      const html = await download(page, rights.getByTestId('privacy-download-html'));
      expect(html.name).toBe(`${TEXT[lang].file}-${code}.html`);
      expect(html.text).toContain(`${TEXT[lang].booking} ${code}`);
      expect(html.text).toContain(TEXT[lang].title);

      await rights.getByTestId('privacy-request-send').click();
      await expect(rights).toContainText(TEXT[lang].needDetails);
      await rights.getByLabel(TEXT[lang].detailsLabel).fill(TEXT[lang].details);
      await rights.getByTestId('privacy-request-send').click();
      const kept = rights.getByTestId('privacy-request-kept');
      await expect(kept).toContainText(TEXT[lang].rectification);
      await expect(kept).toHaveAttribute('data-status', 'open');
      await shot(page, testInfo, `privacy-rights-kept-${lang}`);
      const { reservation } = await storedBooking(code);
      const requests = reservation.privacy_requests as {
        kind: string;
        details: string;
        due: string;
        status: string;
      }[];
      expect(requests).toEqual([
        expect.objectContaining({
          kind: 'rectification',
          details: TEXT[lang].details,
          status: 'open',
        }),
      ]);
      expect(reservation.privacy_request_due).toBe(requests[0].due);
      expect(reservation.renter_email).toBe(email);
    });

    test(`a deletion anonymises a cancelled booking at once and keeps its invoice (${lang})`, async ({
      page,
    }) => {
      const email = `dd-${randomUUID().slice(0, 8)}@example.com`;
      const { code } = await bookInBrowser(page, lang, { type: 'prepaid', email });
      await expect
        .poll(async () => (await storedBooking(code)).payments[0]?.invoice_status, {
          timeout: 30_000,
        })
        .toBe('issued');
      await openMyBooking(page, lang, code);
      await page.getByTestId('cancel-start').click();
      await page.getByTestId('cancel-confirm-button').click();
      await expect(page.getByTestId('cancel-result')).toBeVisible({ timeout: 20_000 });

      const rights = await proveEmail(page, lang, email);
      await rights.getByLabel(TEXT[lang].deletionLabel).check();
      await rights.getByTestId('privacy-request-send').click();
      const kept = rights.getByTestId('privacy-request-kept');
      await expect(kept).toContainText(TEXT[lang].deletion);
      await expect(kept).toHaveAttribute('data-status', 'done');

      const { reservation, payments } = await storedBooking(code);
      expect(reservation.renter_email ?? null).toBeNull();
      expect(reservation.renter_name ?? null).toBeNull();
      expect(JSON.stringify(reservation.client)).not.toContain(email);
      expect(reservation.privacy_request_due ?? null).toBeNull();
      // Tax law keeps the invoice as it was issued.
      expect(payments[0]).toMatchObject({ invoice_status: 'issued' });
      expect((payments[0].invoice as { customer: { email: string } }).customer.email).toBe(email);
    });
  }
});
