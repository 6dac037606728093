import { expect, test } from '@playwright/test';
import { postReservation } from '../../scripts/bench/reservation-route.ts';
import { bookableCar, reservationRequest } from '../../scripts/bench/booking.ts';
import { E2E_PORTS } from '../ports.ts';
import { asStaff, stackInfo } from '../stack-info.ts';

/*
 * The scale-out profile (scripts/scale-stack.ts): two site processes behind nginx, two Directus
 * processes on PostgreSQL behind nginx, Redis shared. This test kills one of each, so
 * playwright.scale.config.ts runs it alone, after every other test of the profile.
 */
const FRONT = `http://127.0.0.1:${E2E_PORTS.firefly}`;

type Answer =
  { ok: true; reservation: { code: string } } | { ok: false; kind: string } | { failed: string };

/** One submission of the booking form's request through nginx, as the browser sends it. */
async function submit(request: unknown): Promise<Answer> {
  try {
    return await postReservation<Answer>(FRONT, request);
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}

test.describe('the scale-out profile', () => {
  test('one site process and one Directus process stop during concurrent bookings: each accepted booking stored once, the rest succeed on retry', async () => {
    test.setTimeout(180_000);
    const info = await stackInfo();
    const car = await bookableCar({ url: info.cms, token: info.token }, 'firefly');
    const run = Date.now().toString(36);
    const CLIENTS = 8;
    const PER_CLIENT = 8;
    const accepted = new Map<string, string>(); // renter → code
    const failures: string[] = [];
    let stopped = false;
    let acceptedAfterStop = 0;

    const client = async (n: number) => {
      for (let i = 0; i < PER_CLIENT; i++) {
        const renter = `scale${run}c${n}r${i}`;
        // One request, sent again as it is (same nonce) until it is accepted: what the form does on Retry.
        const request = reservationRequest(car, renter);
        for (let attempt = 0; ; attempt++) {
          const answer = await submit(request);
          if ('ok' in answer && answer.ok) {
            accepted.set(renter, answer.reservation.code);
            if (stopped) acceptedAfterStop++;
            break;
          }
          const why = 'failed' in answer ? answer.failed : `answer: ${answer.kind}`;
          failures.push(why);
          // A clean failure: an HTTP error (nginx's 502, the site's 500 without details) or a
          // refusal the form can show; never a stack trace.
          expect(why).not.toMatch(/\n\s+at /);
          expect(attempt, `${renter} still failing: ${why}`).toBeLessThan(20);
          await new Promise((r) => setTimeout(r, 500));
        }
        // The stop comes after the first eighth of the bookings, whichever clients took them.
        if (!stopped && accepted.size >= (CLIENTS * PER_CLIENT) / 8) {
          stopped = true;
          // A crash, not a shutdown: SIGKILL to the second site process and the second Directus.
          for (const what of ['site/1', 'cms/1'])
            expect(
              (await fetch(`http://127.0.0.1:${E2E_PORTS.ready}/stop/${what}`, { method: 'POST' }))
                .ok,
            ).toBe(true);
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
    expect(stopped).toBe(true);
    // The profile went on with what was left: most bookings were taken after the stop.
    expect(acceptedAfterStop).toBeGreaterThan(CLIENTS * PER_CLIENT * 0.5);
    expect(accepted.size).toBe(CLIENTS * PER_CLIENT);

    // Directus (the surviving process) holds each accepted booking exactly once, under its code.
    const staff = await asStaff();
    // (Directus cannot filter on a JSON field's member: all reservations, then this run's.)
    const stored = (
      (await staff('GET', '/items/reservations?limit=-1&fields=code,client')) as {
        code: string;
        client: { last_name: string };
      }[]
    ).filter((r) => r.client.last_name.startsWith(`scale${run}`));
    const byRenter = new Map(stored.map((r) => [r.client.last_name, r.code]));
    for (const [renter, code] of accepted) expect(byRenter.get(renter)).toBe(code);
    console.log(`scale-out: ${accepted.size} accepted, ${failures.length} clean failures retried`);
  });
});
