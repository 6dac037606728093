import { expect, test } from '@playwright/test';
import { mailbox } from './mailbox.ts';
import { ownAddress } from './addresses.ts';
import { asStaff } from './stack-info.ts';

test.describe('info pages', () => {
  for (const [path, title] of [
    ['/info/terminos-y-condiciones', 'Términos y condiciones'],
    ['/en/info/terminos-y-condiciones', 'Terms and conditions'],
  ] as const) {
    test(`${path} shows the CMS page in its language`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('.prose-info h2').first()).toBeVisible();
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(new RegExp(`${path}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute(
        'href',
        /\/en\/info\/terminos-y-condiciones$/,
      );
    });
  }
});

test.describe.serial('corporate form', () => {
  test('rejects bad input with messages and keeps what was typed', async ({ page }) => {
    await page.goto('/info/planes-corporativos');
    const form = page.getByTestId('corporate-form');
    await form.getByLabel('Empresa').fill('Constructora Istmo');
    await form.getByLabel('Correo electrónico').fill('ana@');
    await form.getByLabel('Teléfono').fill('12');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(form.getByText('Este campo es obligatorio')).toBeVisible();
    await expect(form.getByText('Agrega un correo electrónico válido')).toBeVisible();
    await expect(form.getByText('Agrega un número de teléfono válido')).toBeVisible();
    await expect(form.getByLabel('Empresa')).toHaveValue('Constructora Istmo');
  });

  test('stores a lead in the CMS and e-mails staff (English)', async ({ page }) => {
    test.setTimeout(60_000);
    const company = `E2E Logistics ${Date.now()}`;
    await page.goto('/en/info/planes-corporativos');
    const form = page.getByTestId('corporate-form');
    await form.getByLabel('Company').fill(company);
    await form.getByLabel('Full name').fill('Ana Pérez');
    await form.getByLabel('Email').fill('ana@example.com');
    await form.getByLabel('Phone').fill('+507 6123-4567');
    await form.getByLabel('Cars you need').fill('12');
    await form.getByLabel('Message').fill('We need twelve pickups.');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByTestId('corporate-sent')).toBeVisible();
    const staff = await asStaff();
    const leads = (await staff(
      'GET',
      `/items/corporate_leads?filter[company][_eq]=${encodeURIComponent(company)}`,
    )) as Record<string, unknown>[];
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      brand: 'firefly',
      name: 'Ana Pérez',
      email: 'ana@example.com',
      fleetSize: 12,
      page: 'planes-corporativos',
      language: 'en',
    });
    // Staff are told by e-mail, in Spanish, at the brand's leads address (site config).
    const notice = await mailbox.waitFor((m) => m.subject.includes(company), 30_000);
    expect(notice.subject).toBe(`Nueva consulta corporativa: ${company}`);
    expect(notice.to.map((a) => a.address)).toEqual(['empresas@firefly-rentals.example']);
    const text = (await mailbox.read(notice.id)).text ?? '';
    expect(text).toContain('ana@example.com');
    expect(text).toContain('We need twelve pickups.');
  });

  test('keeps what is typed while an enquiry is on its way (en)', async ({ page }) => {
    await page.goto('/en/info/planes-corporativos');
    const form = page.getByTestId('corporate-form');
    await form.getByLabel('Company').fill(`E2E First ${Date.now()}`);
    await form.getByLabel('Full name').fill('Ana Pérez');
    await form.getByLabel('Email').fill('ana@example.com');
    await form.getByLabel('Phone').fill('+507 6123-4567');
    await form.getByLabel('Message').fill('First enquiry.');
    // The answer is held until the visitor has started on a second enquiry.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/info/planes-corporativos', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByLabel('Company').fill('Second company');
    await form.getByLabel('Message').fill('Second enquiry.');
    release();
    await expect(page.getByTestId('corporate-sent')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send request' })).toBeEnabled();
    await expect(form.getByLabel('Company')).toHaveValue('Second company');
    await expect(form.getByLabel('Message')).toHaveValue('Second enquiry.');
    await expect(form.getByLabel('Full name')).toHaveValue('Ana Pérez');
  });

  test.describe('from an address of its own', () => {
    test.use({
      extraHTTPHeaders: async ({}, use, info) =>
        use({ 'x-real-ip': ownAddress(2, info.project.name) }),
    });

    test('is rate-limited per visitor, keeping what was typed', async ({ page }) => {
      // Five enquiries per address per ten minutes, counted from zero: this test's own address.
      await page.goto('/info/leasing-operativo');
      const form = page.getByTestId('corporate-form');
      const send = async (n: number) => {
        await form.getByLabel('Empresa').fill(`Limite ${n}`);
        await form.getByLabel('Nombre y apellido').fill('Luis');
        await form.getByLabel('Correo electrónico').fill('luis@example.com');
        await form.getByLabel('Teléfono').fill('6123 4567');
        // Wait for the server action's answer, so each send is counted before the next.
        await Promise.all([
          page.waitForResponse(
            (r) => r.request().method() === 'POST' && r.url().includes('/info/leasing-operativo'),
          ),
          form.getByRole('button', { name: 'Enviar solicitud' }).click(),
        ]);
      };
      for (let n = 1; n <= 5; n++) {
        await send(n);
        await expect(page.getByTestId('corporate-sent')).toBeVisible();
      }
      await send(6);
      await expect(page.getByTestId('corporate-problem')).toContainText(
        'Intenta de nuevo en unos minutos',
      );
      await expect(form.getByLabel('Empresa')).toHaveValue('Limite 6');
    });
  });
});
