import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { provision } from '@rental/cms/provision';
import {
  mayRunStaffActions,
  runStaffAction,
  STAFF_ACTIONS,
  STAFF_RUNNER_ROLES,
  staffActionRequest,
} from '../../apps/web/src/lib/staff/actions.ts';
import { STAFF_ACTION_CHOICES } from '../../services/cms/src/flows.ts';
import { ensureStaffRoles, FLOW_RUNNER_ROLES } from '../../services/cms/src/staff-access.ts';
import { seedCars, storedReservation } from './booking-support.ts';
import { admin, itConfig } from './helpers.ts';
import { bookFor, cancelDeps } from './precheckin-support.ts';
import { asToken, signedIn, staffFlowId } from './staff-support.ts';

/**
 * Staff actions on bookings: Studio's flow "Acciones de reserva" sends the action and
 * the selected bookings to the sites, and the booking's brand's site does it with the booking's
 * own rules — here the site's code against the real Directus, and the flow against a stand-in
 * site that records what it is sent.
 */
let car: string;
beforeAll(async () => {
  car = (await seedCars()).allowed.id;
});

const deps = cancelDeps;

const outboxKeys = async (reservation: string) => {
  const filter = encodeURIComponent(JSON.stringify({ reservation: { _eq: reservation } }));
  const rows = await (
    await admin()
  ).get<{ key: string }[]>(`/items/email_outbox?filter=${filter}&fields=key`);
  return rows.map((r) => r.key);
};

describe("staff actions, done by the site's code", () => {
  it('cancel: a paid booking is cancelled with its refund under the policy', async () => {
    const r = await bookFor(car, 'paid');
    expect(await runStaffAction(deps(), 'cancel', r.id)).toBe('done');
    expect(await storedReservation(r.id)).toMatchObject({ status: 'cancelled' });
    const filter = encodeURIComponent(JSON.stringify({ reservation: { _eq: r.id } }));
    const refunds = await (
      await admin()
    ).get<{ amount: number; status: string }[]>(
      `/items/refunds?filter=${filter}&fields=amount,status`,
    );
    expect(refunds).toEqual([{ amount: r.total, status: 'completed' }]);
    // Again: nothing more is given back.
    expect(await runStaffAction(deps(), 'cancel', r.id)).toBe('done');
  });

  it('resend the confirmation: queued for a held booking, refused for one not held', async () => {
    const held = await bookFor(car, 'confirmed');
    expect(await runStaffAction(deps(), 'resendConfirmation', held.id)).toBe('done');
    expect(await outboxKeys(held.id)).toContain(`confirmation:${held.id}:resend:1`);
    const unpaid = await bookFor(car, 'unpaid-prepaid');
    expect(await runStaffAction(deps(), 'resendConfirmation', unpaid.id)).toBe('notAllowed');
  });

  it('confirm a pay-later booking, and only an unpaid pay-later one', async () => {
    const r = await bookFor(car, 'unpaid-postpaid');
    expect(await runStaffAction(deps(), 'confirmPayLater', r.id)).toBe('done');
    expect(await storedReservation(r.id)).toMatchObject({
      status: 'confirmed',
      payment_type: 'counter',
    });
    expect(await runStaffAction(deps(), 'confirmPayLater', r.id)).toBe('notAllowed');
    const prepaid = await bookFor(car, 'unpaid-prepaid');
    expect(await runStaffAction(deps(), 'confirmPayLater', prepaid.id)).toBe('notAllowed');
  });

  it("leaves another brand's booking to that brand's site", async () => {
    const r = await bookFor(car, 'confirmed');
    expect(await runStaffAction(deps({ brand: 'tucan' }), 'cancel', r.id)).toBe('otherBrand');
    expect(await storedReservation(r.id)).toMatchObject({ status: 'confirmed' });
    expect(await runStaffAction(deps(), 'cancel', randomUUID())).toBe('notFound');
  });
});

/** A stand-in site that records what the flows send it, answering as the real one does. */
async function standInSite() {
  const received: { path?: string; secret?: string; body: string }[] = [];
  const site = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url, secret: String(req.headers['x-revalidate-secret']), body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"results":{}}');
    });
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  const { port } = site.address() as AddressInfo;
  return { received, url: `http://127.0.0.1:${port}/api/revalidate`, close: () => site.close() };
}

const staffCalls = (received: { path?: string; body: string }[]) =>
  received
    .filter((c) => c.path === '/api/staff/reservations')
    .map((c) => staffActionRequest.safeParse(JSON.parse(c.body)));

describe("Studio's flow", () => {
  let site: Awaited<ReturnType<typeof standInSite>>;
  let config: ReturnType<typeof itConfig>;
  beforeAll(async () => {
    config = itConfig();
    site = await standInSite();
    await provision({ ...config, revalidateUrls: [site.url] });
    return async () => {
      site.close();
      await provision(config);
    };
  });

  it('offers the actions the site knows, and sends the chosen one with the bookings, who ran it and the secret', async () => {
    expect(STAFF_ACTION_CHOICES.map((c) => c.value)).toEqual([...STAFF_ACTIONS]);
    const a = await admin();
    const filter = encodeURIComponent(JSON.stringify({ name: { _eq: 'Acciones de reserva' } }));
    const [flow] = await a.get<{ id: string; trigger: string }[]>(
      `/flows?filter=${filter}&fields=id,trigger`,
    );
    expect(flow.trigger).toBe('manual');
    const r = await bookFor(car, 'confirmed');
    site.received.length = 0;
    await a.post(`/flows/trigger/${flow.id}`, {
      collection: 'reservations',
      keys: [r.id],
      action: 'resendConfirmation',
    });
    const call = site.received.find((c) => c.path === '/api/staff/reservations');
    expect(call?.secret).toBe(config.revalidateSecret);
    const [me] = await a.get<{ id: string }[]>(
      `/users?fields=id&filter=${encodeURIComponent(JSON.stringify({ email: { _eq: config.adminEmail } }))}`,
    );
    const [sent] = staffCalls(site.received);
    expect(sent.success && sent.data).toEqual({
      action: 'resendConfirmation',
      keys: [r.id],
      by: { user: me.id, role: null, admin: true },
    });
    // A deposit charge sends the form's amount and reason as typed.
    site.received.length = 0;
    await a.post(`/flows/trigger/${flow.id}`, {
      collection: 'reservations',
      keys: [r.id],
      action: 'chargeDeposit',
      amount: '75.50',
      reason: 'Falta combustible',
    });
    const [charge] = staffCalls(site.received);
    expect(charge.success && charge.data).toMatchObject({
      action: 'chargeDeposit',
      amount: '75.50',
      reason: 'Falta combustible',
    });
  });

  it('keeps the shared secret out of the flows, their operations and the log of a run', async () => {
    const a = await admin();
    site.received.length = 0;
    await a.post(`/flows/trigger/${await staffFlowId()}`, {
      collection: 'reservations',
      keys: [(await bookFor(car, 'confirmed')).id],
      action: 'resendConfirmation',
    });
    // The run did call the site with it…
    expect(site.received.map((c) => c.secret)).toContain(config.revalidateSecret);
    // …and nothing Directus keeps shows it, or a piece of it.
    const secret = config.revalidateSecret;
    const kept = [
      await a.get<unknown[]>('/flows?limit=-1&fields=*'),
      await a.get<unknown[]>('/operations?limit=-1&fields=*'),
      await a.get<unknown[]>(
        '/revisions?limit=-1&fields=*&filter[collection][_in]=directus_flows,directus_operations',
      ),
      await a.get<unknown[]>(
        '/activity?limit=-1&fields=*&filter[collection][_in]=directus_flows,directus_operations',
      ),
    ];
    const runs = kept[2].length;
    expect(runs).toBeGreaterThan(0);
    const text = JSON.stringify(kept);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(secret.slice(-8));
    const flows = kept[0] as { description: string | null }[];
    for (const flow of flows) expect(flow.description ?? '').not.toMatch(/\[\d+:/);
  });

  it('runs for administrators, agents and managers only: not for the services or an editor', async () => {
    expect([...STAFF_RUNNER_ROLES]).toEqual([...FLOW_RUNNER_ROLES]);
    const flow = await staffFlowId();
    const r = await bookFor(car, 'confirmed');
    const trigger = { collection: 'reservations', keys: [r.id], action: 'cancel' };
    const cms = inject('cms');
    const roles = await ensureStaffRoles(await admin());
    site.received.length = 0;
    // The services' tokens read reservations, which is all Directus asks of a manual trigger.
    expect(await asToken(cms.siteToken).call('POST', `/flows/trigger/${flow}`, trigger)).toBe(403);
    expect(await asToken(cms.workerToken).call('POST', `/flows/trigger/${flow}`, trigger)).toBe(
      403,
    );
    const editor = await signedIn(roles.contentEditor);
    try {
      expect(await editor.call('POST', `/flows/trigger/${flow}`, trigger)).toBe(403);
    } finally {
      await editor.remove();
    }
    expect(site.received).toEqual([]);
    expect(await storedReservation(r.id)).toMatchObject({ status: 'confirmed' });

    const ran: unknown[] = [];
    for (const [role, name] of [
      [roles.agent, 'Agente'],
      [roles.manager, 'Gerente'],
    ] as const) {
      const staff = await signedIn(role);
      try {
        site.received.length = 0;
        const resend = { ...trigger, action: 'resendConfirmation' };
        expect(await staff.call('POST', `/flows/trigger/${flow}`, resend), name).toBe(200);
        const [sent] = staffCalls(site.received);
        expect(sent.success && sent.data.by).toEqual({ user: staff.id, role: name, admin: false });
        ran.push(name);
      } finally {
        await staff.remove();
      }
    }
    expect(ran).toEqual(['Agente', 'Gerente']);
  });

  it("the site does staff's actions only for a run by an administrator or a staff role", () => {
    const by = (role: string | null, admin = false) => ({ user: randomUUID(), role, admin });
    expect(mayRunStaffActions(by(null, true))).toBe(true);
    expect(mayRunStaffActions(by('Agente'))).toBe(true);
    expect(mayRunStaffActions(by('Gerente'))).toBe(true);
    for (const role of ['Website', 'Mail worker', 'Editor de contenido', null])
      expect(mayRunStaffActions(by(role)), String(role)).toBe(false);
    // A call without who ran it is no staff request.
    expect(staffActionRequest.safeParse({ action: 'cancel', keys: [randomUUID()] }).success).toBe(
      false,
    );
  });
});
