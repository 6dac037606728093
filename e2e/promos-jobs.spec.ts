import { expect, test } from '@playwright/test';
import { formatPanamaDate } from '../packages/domain/src/dates.ts';
import { jobOffers } from '../services/cms/seed/data/jobs.ts';
import { promotions } from '../services/cms/seed/data/marketing.ts';

/*
 * /promos and /jobs on the firefly site (the default baseURL), checked against the seed the
 * e2e stack's CMS is filled from (services/cms/seed/data).
 */

const LOCALES = [
  {
    locale: 'es',
    prefix: '',
    lang: 'es-ES',
    promosTitle: 'Promociones',
    jobsTitle: 'Empleos',
    code: 'Código',
    validUntil: 'Válida hasta',
    terms: 'Términos y condiciones',
    subject: 'Postulación: ',
    partTime: 'Medio tiempo',
  },
  {
    locale: 'en',
    prefix: '/en',
    lang: 'en-US',
    promosTitle: 'Deals',
    jobsTitle: 'Jobs',
    code: 'Code',
    validUntil: 'Valid until',
    terms: 'Terms and conditions',
    subject: 'Application: ',
    partTime: 'Part time',
  },
] as const;

const running = (end: string | null) => end === null || Date.parse(end) > Date.now();
/** The firefly promotions: for every brand (no brands named) or naming firefly, and not expired. */
const fireflyPromotions = promotions.filter(
  (p) => (!p.brands?.length || p.brands.includes('firefly')) && running(p.validUntil),
);
const otherBrandsOnly = promotions.filter(
  (p) => !!p.brands?.length && !p.brands.includes('firefly'),
);
const openJobs = jobOffers.filter((j) => running(j.closesAt));

test('the seed has what these tests need', () => {
  expect(fireflyPromotions.length).toBeGreaterThan(1);
  expect(fireflyPromotions.some((p) => p.couponCode === null)).toBe(true);
  expect(otherBrandsOnly.length).toBeGreaterThan(0);
  expect(openJobs.length).toBeGreaterThan(1);
});

for (const l of LOCALES) {
  test.describe(`promotions in ${l.locale}`, () => {
    test(`${l.prefix}/promos lists exactly the firefly promotions with their codes`, async ({
      page,
    }) => {
      const response = await page.goto(`${l.prefix}/promos`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', l.locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.promosTitle);
      await expect(page).toHaveTitle(`${l.promosTitle} | Firefly Car Rental`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${l.prefix}/promos$`),
      );

      const cards = page.getByTestId('promotion-card');
      await expect(cards).toHaveCount(fireflyPromotions.length);
      const slugs = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-slug')));
      expect(slugs.sort()).toEqual(fireflyPromotions.map((p) => p.slug).sort());

      for (const promotion of fireflyPromotions) {
        const { title } = promotion.translations[l.lang];
        const card = page.locator(`[data-testid="promotion-card"][data-slug="${promotion.slug}"]`);
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(title);
        await expect(card.getByRole('img', { name: title })).toBeVisible();
        if (promotion.couponCode) {
          await expect(card.getByTestId('promotion-code')).toHaveText(promotion.couponCode);
          await expect(card.getByText(l.code, { exact: true })).toBeVisible();
        } else {
          await expect(card.getByTestId('promotion-code')).toHaveCount(0);
        }
        if (promotion.validUntil) {
          await expect(card.getByTestId('promotion-valid-until')).toHaveText(
            `${l.validUntil} ${formatPanamaDate(promotion.validUntil, l.locale)}`,
          );
        }
        // A promotion's coupon travels with its call to action (on to /reserva, see booking-ux.spec.ts).
        await expect(card.getByTestId('promotion-cta')).toHaveAttribute(
          'href',
          `${l.prefix}${promotion.link}${promotion.couponCode ? `?coupon=${promotion.couponCode}` : ''}`,
        );
      }

      for (const other of otherBrandsOnly) {
        await expect(page.getByText(other.translations[l.lang].title)).toHaveCount(0);
        if (other.couponCode) await expect(page.getByText(other.couponCode)).toHaveCount(0);
      }
    });

    test(`${l.prefix}/promos shows the validity in Panama time and folds the terms away`, async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/promos`);
      const welcome = page.locator('[data-testid="promotion-card"][data-slug="bienvenida"]');
      // validUntil 2027-12-31T23:59:59Z is still 31 December in Panama.
      await expect(welcome.getByTestId('promotion-valid-until')).toHaveText(
        l.locale === 'es'
          ? 'Válida hasta 31 de diciembre de 2027'
          : 'Valid until December 31, 2027',
      );
      const terms = welcome.getByTestId('promotion-terms');
      await expect(terms).toBeHidden();
      await welcome.getByText(l.terms).click();
      await expect(terms).toBeVisible();
      await expect(terms).toContainText(
        promotions.find((p) => p.slug === 'bienvenida')!.translations[l.lang].terms!.slice(0, 30),
      );
    });
  });

  test.describe(`jobs in ${l.locale}`, () => {
    test(`${l.prefix}/jobs lists every open offer with a mailto link for it`, async ({ page }) => {
      const response = await page.goto(`${l.prefix}/jobs`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.jobsTitle);
      await expect(page).toHaveTitle(`${l.jobsTitle} | Firefly Car Rental`);
      await expect(page.getByTestId('job-offer')).toHaveCount(openJobs.length);

      for (const job of openJobs) {
        const { title } = job.translations[l.lang];
        const article = page.locator(`article#${job.slug}`);
        await expect(article.getByRole('heading', { level: 2 })).toHaveText(title);
        await expect(article.getByTestId('job-location')).toContainText(job.location!);
        const mailto = article.locator('a[href^="mailto:"]');
        await expect(mailto).toHaveCount(1);
        const href = (await mailto.getAttribute('href'))!;
        expect(href).not.toMatch(/\s/);
        const url = new URL(href);
        expect(decodeURIComponent(url.pathname)).toBe(job.applyEmail);
        const subject = url.searchParams.get('subject');
        expect(subject).toContain(title);
        expect(subject).toBe(`${l.subject}${title}`);
      }

      const partTime = openJobs.find((j) => j.employmentType === 'part_time');
      if (partTime)
        await expect(
          page.locator(`article#${partTime.slug}`).getByTestId('job-type'),
        ).toContainText(l.partTime);
    });

    test(`${l.prefix}/jobs links each offer from the index to its anchor`, async ({ page }) => {
      await page.goto(`${l.prefix}/jobs`);
      const last = openJobs[openJobs.length - 1];
      await page
        .getByTestId('job-index')
        .getByRole('link', { name: last.translations[l.lang].title })
        .click();
      await expect(page).toHaveURL(new RegExp(`#${last.slug}$`));
      await expect(
        page.locator(`article#${last.slug}`).getByRole('heading', { level: 2 }),
      ).toBeInViewport();
    });
  });
}

test('promotions and jobs fit a phone screen without horizontal scroll @phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of ['/promos', '/en/promos', '/jobs', '/en/jobs']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth);
  }
});
