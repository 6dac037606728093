import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { provision } from '@rental/cms/provision';
import {
  runStaffAction,
  STAFF_ACTIONS,
  staffActionRequest,
} from '../../apps/web/src/lib/staff/actions.ts';
import { STAFF_ACTION_CHOICES } from '../../services/cms/src/flows.ts';
import { seedCars, storedReservation } from './booking-support.ts';
import { admin, itConfig } from './helpers.ts';
import { bookFor, cancelDeps } from './precheckin-support.ts';

/**
 * Staff actions on bookings (issue 20): Studio's flow "Acciones de reserva" sends the action and
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

describe("Studio's flow", () => {
  it('offers the actions the site knows, and sends the chosen one with the bookings and the secret', async () => {
    expect(STAFF_ACTION_CHOICES.map((c) => c.value)).toEqual([...STAFF_ACTIONS]);
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
    const config = itConfig();
    const moved = { ...config, revalidateUrls: [`http://127.0.0.1:${port}/api/revalidate`] };
    try {
      await provision(moved);
      const a = await admin();
      const filter = encodeURIComponent(JSON.stringify({ name: { _eq: 'Acciones de reserva' } }));
      const [flow] = await a.get<{ id: string; trigger: string }[]>(
        `/flows?filter=${filter}&fields=id,trigger`,
      );
      expect(flow.trigger).toBe('manual');
      const r = await bookFor(car, 'confirmed');
      await a.post(`/flows/trigger/${flow.id}`, {
        collection: 'reservations',
        keys: [r.id],
        action: 'resendConfirmation',
      });
      const call = received.find((c) => c.path === '/api/staff/reservations');
      expect(call?.secret).toBe(config.revalidateSecret);
      const sent = staffActionRequest.safeParse(JSON.parse(call?.body ?? 'null'));
      expect(sent.success && sent.data).toEqual({ action: 'resendConfirmation', keys: [r.id] });
    } finally {
      site.close();
      await provision(config);
    }
  });
});
