import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DirectusAdminError } from '../../services/cms/src/admin-client.ts';
import { admin } from './helpers.ts';

/**
 * "A brand manager sees only their brand, where the licence tier allows it". This asks
 * the running Directus (Core plan, no licence key) to keep a row rule — a read of reservations
 * limited to `brand = tucan` — and pins its answer, which docs/content-model.md ("Staff roles")
 * gives: refused, as a licensed feature. If a Directus version or licence keeps the rule, this
 * test fails and the brand manager role can be built (one filter per grant).
 */
describe('a brand-only read on the Core plan', () => {
  it('is refused: row rules are a licensed feature', async () => {
    const a = await admin();
    const policy = await a.post<{ id: string }>('/policies', {
      name: `brand-check-${randomUUID().slice(0, 8)}`,
      admin_access: false,
      app_access: true,
    });
    try {
      const attempt = a.post('/permissions', {
        policy: policy.id,
        collection: 'reservations',
        action: 'read',
        fields: ['*'],
        permissions: { brand: { _eq: 'tucan' } },
      });
      await expect(attempt).rejects.toBeInstanceOf(DirectusAdminError);
      await expect(attempt).rejects.toThrow(/custom_permission_rules_enabled.*RESOURCE_RESTRICTED/);
      // The same grant without the rule is kept: the policy can only grant whole collections.
      await a.post('/permissions', {
        policy: policy.id,
        collection: 'reservations',
        action: 'read',
        fields: ['*'],
        permissions: {},
      });
    } finally {
      await a.del(`/policies/${policy.id}`);
    }
  });

  it("is the same for a field list: the editor's content fields are held by a hook instead", async () => {
    const a = await admin();
    const policy = await a.post<{ id: string }>('/policies', {
      name: `field-check-${randomUUID().slice(0, 8)}`,
      admin_access: false,
      app_access: true,
    });
    try {
      // An update of a site's content fields only, leaving its leads' address and fees out.
      const attempt = a.post('/permissions', {
        policy: policy.id,
        collection: 'sites_config',
        action: 'update',
        fields: ['siteName', 'logo'],
        permissions: {},
      });
      await expect(attempt).rejects.toThrow(/RESOURCE_RESTRICTED/);
    } finally {
      await a.del(`/policies/${policy.id}`);
    }
  });
});
