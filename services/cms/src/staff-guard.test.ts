import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { contentModel } from '@rental/content-model/model';
import { installExtensions } from './runtime.ts';
import { FLOW_RUNNER_ROLES, MANAGER_ROLE_NAME, MIXED_COLLECTIONS } from './staff-access.ts';

/** The staff-guard hook's rules and the site-call operation, loaded from the installed copy as Directus loads them. */
const installed = mkdtempSync(join(tmpdir(), 'cms-extensions-'));
installExtensions(installed);
const load = (file: string) => import(pathToFileURL(join(installed, file)).href);
const rules: typeof import('../extensions/staff-guard/rules.js') =
  await load('staff-guard/rules.js');
const siteCallApp: typeof import('../extensions/site-call/app.js') = await load('site-call/app.js');
const siteCall: typeof import('../extensions/site-call/index.js') =
  await load('site-call/index.js');
afterAll(() => rmSync(installed, { recursive: true, force: true }));

describe('staff guard', () => {
  it('names the roles the setup gives staff', () => {
    expect(rules.FLOW_RUNNER_ROLES).toEqual([...FLOW_RUNNER_ROLES]);
    expect(rules.MANAGER_ROLE).toBe(MANAGER_ROLE_NAME);
    expect(Object.keys(rules.EDITOR_FIELDS).sort()).toEqual([...MIXED_COLLECTIONS].sort());
  });

  it("lists only fields the content model has (a renamed field would fall to the manager's)", () => {
    for (const [collection, fields] of Object.entries(rules.EDITOR_FIELDS)) {
      const model = contentModel.collections.find((c) => c.collection === collection);
      const known = new Set(model?.fields.map((f) => f.field));
      for (const field of fields) expect(known.has(field), `${collection}.${field}`).toBe(true);
    }
  });

  it('lets an editor change content fields only, and a manager everything', () => {
    const editor = 'Editor de contenido';
    expect(rules.managerFieldProblem(editor, 'sites_config', 'update', { siteName: 'X' })).toBe(
      null,
    );
    for (const field of [
      'corporate_leads_email',
      'contactEmail',
      'cancellation_late_fee_percent',
      'paymentGateway',
      'payment_window_minutes',
    ])
      expect(
        rules.managerFieldProblem(editor, 'sites_config', 'update', { siteName: 'X', [field]: 1 }),
      ).toMatch(field);
    expect(rules.managerFieldProblem(editor, 'flota', 'update', { price_firefly: 1 })).toMatch(
      /price_firefly/,
    );
    expect(rules.managerFieldProblem(editor, 'branches', 'update', { email: 'x@y.z' })).toMatch(
      /email/,
    );
    expect(rules.managerFieldProblem(editor, 'coverages', 'update', { dailyPrice: 0 })).toMatch(
      /dailyPrice/,
    );
    expect(rules.managerFieldProblem(editor, 'flota', 'create', {})).toMatch(/only a manager/);
    expect(rules.managerFieldProblem(editor, 'branches', 'delete', {})).toMatch(/only a manager/);
    expect(rules.managerFieldProblem(editor, 'promotions', 'create', { link: '/x' })).toBe(null);
    expect(
      rules.managerFieldProblem('Gerente', 'sites_config', 'update', {
        corporate_leads_email: 'x@y.z',
      }),
    ).toBe(null);
  });

  it('lets administrators and the flow runners run manual flows, nobody else', () => {
    expect(rules.mayRunFlows({ admin: true }, null)).toBe(true);
    expect(rules.mayRunFlows({ admin: false }, 'Agente')).toBe(true);
    expect(rules.mayRunFlows({ admin: false }, 'Gerente')).toBe(true);
    for (const role of ['Website', 'Mail worker', 'Editor de contenido', null])
      expect(rules.mayRunFlows({ admin: false }, role), String(role)).toBe(false);
  });

  it("the site-call operation's Studio side and server side are one operation", () => {
    expect(siteCallApp.default.id).toBe(siteCall.default.id);
    expect(siteCallApp.default.options.map((o) => o.field)).toEqual(['url', 'body', 'runners']);
  });
});
