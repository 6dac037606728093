import { describe, expect, inject, it } from 'vitest';
import { admin } from './helpers.ts';

/**
 * Money in Studio: Directus loads the dollars interface and display into the app's
 * bundle, and every price field of the model uses them; the stored values stay integer cents.
 */
describe('dollars in Studio', () => {
  it('are in the app bundle Directus builds, and on the price fields', async () => {
    const a = await admin();
    const extensions =
      await a.get<{ schema: { name: string; type: string } | null }[]>('/extensions');
    const installed = extensions.map((e) => `${e.schema?.type} ${e.schema?.name}`);
    expect(installed).toEqual(
      expect.arrayContaining(['interface dollars-interface', 'display dollars-display']),
    );
    const cms = inject('cms');
    const bundle = await (await fetch(`${cms.url}/extensions/sources/index.js`)).text();
    expect(bundle).toContain('Escriba un monto en dólares');
    for (const [collection, field] of [
      ['flota', 'price_firefly'],
      ['coverages', 'dailyPrice'],
      ['payments', 'amount'],
    ]) {
      const stored = await a.get<{ type: string; meta: { interface: string; display: string } }>(
        `/fields/${collection}/${field}`,
      );
      expect([stored.type, stored.meta.interface, stored.meta.display]).toEqual([
        'integer',
        'dollars',
        'dollars',
      ]);
    }
  });
});
