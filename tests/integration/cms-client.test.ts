import { describe, expect, inject, it } from 'vitest';
import { priceFieldOf } from '@rental/domain/brands';
import { createCmsClient } from '../../apps/web/src/lib/cms/client.ts';
import { CmsError } from '../../apps/web/src/lib/cms/errors.ts';
import {
  fetchFleet,
  fetchInfoPage,
  fetchSiteConfig,
  SiteConfigError,
} from '../../apps/web/src/lib/cms/queries.ts';
import { seedCars, siteReservation } from './booking-support.ts';
import { admin } from './helpers.ts';

/** The site's CMS client against the real Directus of the run, with the site's token. */
const site = () => {
  const cms = inject('cms');
  const lines: string[] = [];
  return {
    client: createCmsClient({
      url: cms.url,
      staticToken: cms.siteToken,
      log: (l) => lines.push(l),
    }),
    lines,
  };
};

describe('CMS client: reads (SPEC §7)', () => {
  it('lists with filter, fields and sort', async () => {
    const { client } = site();
    const cars = await client.list<Record<string, unknown>>('flota', {
      filter: { type: { _eq: 'suv' } },
      fields: ['id', 'model', 'type', 'price_firefly'],
      sort: ['-price_firefly'],
    });
    expect(cars.length).toBeGreaterThan(1);
    for (const car of cars)
      expect(Object.keys(car).sort()).toEqual(['id', 'model', 'price_firefly', 'type']);
    expect(cars.every((c) => c.type === 'suv')).toBe(true);
    const prices = cars
      .map((c) => c.price_firefly as number | null)
      .filter((p): p is number => p !== null);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('narrows nested translations with deep', async () => {
    const { client } = site();
    const [page] = await client.list<{ translations: { languages_code: string }[] }>('info_pages', {
      filter: { slug: { _eq: 'terminos-y-condiciones' } },
      fields: ['slug', 'translations.languages_code', 'translations.title'],
      deep: { translations: { _filter: { languages_code: { _eq: 'en-US' } } } },
    });
    expect(page.translations.map((t) => t.languages_code)).toEqual(['en-US']);
  });

  it('gets one item by id', async () => {
    const { client } = site();
    const [first] = await client.list<{ id: string; code: string }>('branches', {
      fields: ['id', 'code'],
      limit: 1,
    });
    const one = await client.get<{ id: string; code: string }>('branches', first.id, {
      fields: ['id', 'code'],
    });
    expect(one).toEqual(first);
  });

  it('throws on a missing collection name', async () => {
    const { client } = site();
    expect(() => client.list('')).toThrow(TypeError);
  });
});

describe('CMS client: writes', () => {
  it('creates and updates a reservation with the site token', async () => {
    const { client } = site();
    const record = await siteReservation((await seedCars()).allowed.id, { brand: 'tucan' });
    const id = record.id;
    await client.create('reservations', [record]);
    // A change the site makes (its token may make few others: site-token-guard.test.ts; a
    // move that needs the car's unit goes through /availability/reservations/:id).
    await client.update('reservations', id, { precheckin_status: 'submitted' });
    expect(
      (await (await admin()).get<{ precheckin_status: string }>(`/items/reservations/${id}`))
        .precheckin_status,
    ).toBe('submitted');
  });

  it('maps a refused delete to a CmsError with status, status text and data, and logs it', async () => {
    const { client, lines } = site();
    const error = await client
      .remove('flota', ['00000000-0000-4000-8000-000000000000'])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsError);
    expect(error).toMatchObject({ statusCode: 403, statusMessage: 'Forbidden' });
    expect((error as CmsError).data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) }),
      ]),
    );
    expect(lines.some((l) => l.includes('403 Forbidden'))).toBe(true);
  });
});

describe('CMS client: tokens', () => {
  it('falls back to the static token, and calls anonymously when the caller opts out', async () => {
    const { client } = site();
    await expect(client.list('flota', { limit: 1 })).resolves.toHaveLength(1);
    await expect(
      client.list('flota', { limit: 1 }, { useStaticToken: false }),
    ).rejects.toMatchObject({ statusCode: 403 });
  });

  it("prefers a user's token over the static one", async () => {
    const { client } = site();
    await expect(client.list('corporate_leads', { limit: 1 })).rejects.toMatchObject({
      statusCode: 403,
    });
    const cms = inject('cms');
    const login = await fetch(`${cms.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: cms.adminEmail, password: cms.adminPassword }),
    });
    const { data } = (await login.json()) as { data: { access_token: string } };
    await expect(
      client.list('corporate_leads', { limit: 1 }, { userToken: data.access_token }),
    ).resolves.toBeInstanceOf(Array);
  });

  it('reports an unreachable backend as 503', async () => {
    const lines: string[] = [];
    const client = createCmsClient({
      url: 'http://127.0.0.1:59999',
      staticToken: 'x'.repeat(32),
      log: (l) => lines.push(l),
    });
    await expect(client.list('flota')).rejects.toMatchObject({
      statusCode: 503,
      statusMessage: 'Service Unavailable',
    });
    expect(lines[0]).toMatch(/503 Service Unavailable/);
  });
});

describe('site queries', () => {
  it('loads the site config of each brand in the asked language', async () => {
    const { client } = site();
    const es = await fetchSiteConfig(client, 'tucan', 'es');
    const en = await fetchSiteConfig(client, 'tucan', 'en');
    expect(es.brand).toBe('tucan');
    expect(es.siteName).toBe(en.siteName);
    expect(es.content.heroTitle).not.toBe(en.content.heroTitle);
    expect(es.allowedCars.length).toBeGreaterThan(0);
  });

  it('fails with [Site Config Error] and the cause', async () => {
    const client = createCmsClient({
      url: inject('cms').url,
      staticToken: 'wrong-token-wrong-token',
      log: () => {},
    });
    const error = await fetchSiteConfig(client, 'firefly', 'es').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteConfigError);
    expect((error as Error).message).toMatch(
      /^\[Site Config Error\] list sites_config failed: 401/,
    );
  });

  it("returns the brand's fleet: allowed classes only, priced for the brand, cheapest first", async () => {
    const { client } = site();
    const config = await fetchSiteConfig(client, 'volcan', 'es');
    const fleet = await fetchFleet(client, 'volcan', config.allowedCars);
    expect(fleet.length).toBeGreaterThan(2);
    expect(fleet.every((c) => config.allowedCars.includes(c.class))).toBe(true);
    expect(fleet.map((c) => c.price)).toEqual([...fleet.map((c) => c.price)].sort((a, b) => a - b));
    const all = await (
      await admin()
    ).get<Record<string, unknown>[]>(
      `/items/flota?limit=-1&fields=id,class,${priceFieldOf('volcan')}`,
    );
    const expected = all.filter(
      (c) => c[priceFieldOf('volcan')] !== null && config.allowedCars.includes(c.class as string),
    );
    expect(fleet.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort());
  });

  it("logs 'Error retrieving cars' and throws 'Error getting cars' on failure", async () => {
    const lines: string[] = [];
    const client = createCmsClient({
      url: inject('cms').url,
      staticToken: 'wrong-token-wrong-token',
      log: () => {},
    });
    const error = await fetchFleet(client, 'firefly', [], (l) => lines.push(l)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CmsError);
    expect(error).toMatchObject({ message: 'Error getting cars', statusCode: 401 });
    expect(lines).toEqual(['Error retrieving cars: 401 Unauthorized']);
  });

  it('finds an info page by slug, or nothing', async () => {
    const { client } = site();
    const page = await fetchInfoPage(client, 'terminos-y-condiciones', 'en');
    expect(page?.title).toBeTruthy();
    expect(await fetchInfoPage(client, 'no-such-page', 'es')).toBeNull();
  });
});
