import { describe, expect, it } from 'vitest';
import type { MailChangeMoney } from './confirmation-data.ts';
import { confirmationFixture } from './confirmation-fixture.ts';
import { renderReservationMail } from './render.ts';
import { visibleText } from './visible-text.ts';

/** A held booking's messages; the cancellation has its own test (cancelled-mail.test.ts). */
const BOOKING_KINDS = [
  'confirmation',
  'precheckin_invitation',
  'pickup_reminder',
  'change_confirmation',
] as const;

/**
 * The three e-mails a renter gets about a held booking, each in both languages: what tells them
 * apart (subject, intro, the first button) and what they all carry (the pickup in Panama time,
 * the branch's phone, the calendar file). reservation-confirmation.test.ts reads the
 * confirmation's bill and branches in detail.
 */
const SITE = 'https://www.firefly.example';
const EXPECTED = {
  es: {
    subjects: {
      confirmation: 'Tu reserva F-7K3M9Q está confirmada – Firefly',
      precheckin_invitation: 'Haz tu pre-check-in para la reserva F-7K3M9Q – Firefly',
      pickup_reminder:
        'Recordatorio: retiro el martes, 1 de diciembre, 10:00 a. m. – reserva F-7K3M9Q',
      change_confirmation: 'Cambiamos tu reserva F-7K3M9Q – Firefly',
    },
    manage: `${SITE}/mi-reserva?code=F-7K3M9Q`,
    precheckin: `${SITE}/precheckin?code=F-7K3M9Q`,
    // 15:00 UTC is 10:00 in Panama.
    pickup: /Retiro: Aeropuerto de Tocumen\s+mar, 1 dic 2026, 10:00\sa\.\sm\./,
    phone: 'Teléfono: +507 238-4000',
  },
  en: {
    subjects: {
      confirmation: 'Your reservation F-7K3M9Q is confirmed – Firefly',
      precheckin_invitation: 'Pre-check-in for reservation F-7K3M9Q – Firefly',
      pickup_reminder: 'Reminder: pickup on Tuesday, December 1 at 10:00 AM – reservation F-7K3M9Q',
      change_confirmation: 'Your reservation F-7K3M9Q has been changed – Firefly',
    },
    manage: `${SITE}/en/mi-reserva?code=F-7K3M9Q`,
    precheckin: `${SITE}/en/precheckin?code=F-7K3M9Q`,
    pickup: /Pickup: Aeropuerto de Tocumen\s+Tue, Dec 1, 2026, 10:00\sAM/,
    phone: 'Phone: +507 238-4000',
  },
} as const;

/** A message key or an ICU placeholder that reached the renter. */
const RAW_TEXT =
  /\b(?:layout|confirmation|precheckinInvitation|pickupReminder|change)\.[a-z]|\{[a-z]+\}/;

const firstLink = (content: string) => /https?:\/\/\S+?(?=["\s\]]|$)/.exec(content)?.[0];
/** The first link of the HTML's content: the logo's source is an image, not a link. */
const firstHref = (html: string) => /<a\b[^>]*\bhref="([^"]+)"/.exec(html)?.[1];

describe.each(['es', 'en'] as const)('the renter’s messages in %s', async (locale) => {
  const expected = EXPECTED[locale];
  const rendered = Object.fromEntries(
    await Promise.all(
      BOOKING_KINDS.map(
        async (kind) =>
          [
            kind,
            await renderReservationMail(kind, confirmationFixture(locale, 'postpaid')),
          ] as const,
      ),
    ),
  );

  describe.each(BOOKING_KINDS)('%s', (kind) => {
    const mail = rendered[kind];
    const parts = { html: visibleText(mail.html), text: mail.text };

    it('has its own subject, naming the code', () => {
      expect(mail.subject).toBe(expected.subjects[kind]);
    });

    it.each(Object.keys(parts) as (keyof typeof parts)[])(
      '%s: the pickup in Panama time, the branch phone, no raw text',
      (part) => {
        expect(parts[part]).toMatch(expected.pickup);
        expect(parts[part]).toContain(expected.phone);
        expect(parts[part]).toContain('F-7K3M9Q');
        expect(parts[part]).not.toMatch(RAW_TEXT);
      },
    );

    it('leads with the right link, in the html and in the text', () => {
      const primary =
        kind === 'confirmation' || kind === 'change_confirmation'
          ? expected.manage
          : expected.precheckin;
      expect(firstHref(mail.html)).toBe(primary);
      expect(firstLink(mail.text)).toBe(primary);
      expect(mail.text).toContain(expected.manage);
    });

    it('ends by saying where the renter changes the messages they chose (Law 81)', () => {
      const footer = mail.text.lastIndexOf(
        locale === 'es' ? 'Elige los mensajes' : 'Choose the messages',
      );
      expect(footer).toBeGreaterThan(0);
      expect(mail.text.slice(footer)).toContain(expected.manage);
      expect(mail.html).toContain(`href="${expected.manage}"`);
    });

    it('carries the calendar file, the same in every message (its events keep their UIDs)', () => {
      expect(mail.attachments).toHaveLength(1);
      const [ics] = mail.attachments;
      expect(ics.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
      expect(ics).toEqual(rendered.confirmation.attachments[0]);
      expect(String(ics.content)).toContain('UID:reservation-f-7k3m9q-pickup@www.firefly.example');
    });
  });
});

describe('the calendar file', () => {
  it("names the extras booked and the deposit in the pickup's event", async () => {
    const data = confirmationFixture('es');
    const seats = {
      kind: 'extra' as const,
      code: 'child-seat',
      unit: 800,
      quantity: 5,
      units: 2,
      amount: 8000,
    };
    const mail = await renderReservationMail('confirmation', {
      ...data,
      bill: {
        ...data.bill,
        lines: [...data.bill.lines, seats],
        coverageNames: { ...data.bill.coverageNames, 'child-seat': 'Silla para niño' },
      },
    });
    // Unfolded: the file folds lines at 75 octets.
    const ics = String(mail.attachments[0].content).replace(/\r\n /g, '');
    expect(ics).toContain('Extras: 2 × Silla para niño.');
    expect(ics).toContain('Depósito de garantía: $500.00');
  });
});

describe('the change confirmation', () => {
  it('leads with the new trip and bill, and its calendar file updates the events (SEQUENCE)', async () => {
    const data = confirmationFixture('en', 'postpaid');
    data.calendar.sequence = 2;
    const { text, attachments } = await renderReservationMail('change_confirmation', data);
    expect(text).toContain('We made the change you asked for.');
    expect(text.indexOf('Pickup: Aeropuerto de Tocumen')).toBeLessThan(text.indexOf('Total'));
    const ics = String(attachments[0].content);
    expect(ics.match(/SEQUENCE:2/g)).toHaveLength(2);
    expect(ics).toContain('UID:reservation-f-7k3m9q-pickup@www.firefly.example');
  });
});

describe('the change confirmation of a booking paid online', () => {
  it('says the difference paid, or refunded and when it shows, in the booking’s language', async () => {
    const render = async (changeMoney: MailChangeMoney | null, locale: 'es' | 'en' = 'es') =>
      (
        await renderReservationMail('change_confirmation', {
          ...confirmationFixture(locale),
          changeMoney,
        })
      ).text;
    expect(await render({ kind: 'paid', amount: 11501, provider: 'card' })).toContain(
      'Pagaste la diferencia, $115.01, con tarjeta.',
    );
    expect(
      await render(
        { kind: 'refunded', amount: 3833, provider: 'paypal', status: 'completed' },
        'en',
      ),
    ).toContain('We are refunding the difference, $38.33, to your PayPal account.');
    expect(
      await render({ kind: 'refunded', amount: 3833, provider: 'card', status: 'failed' }, 'en'),
    ).toContain('Our team will make your refund of $38.33 by hand');
    expect(await render(null)).not.toContain('diferencia');
  });
});

describe('the pre-check-in invitation', () => {
  it('says when and where, what to have at hand, and leaves the bill to the confirmation', async () => {
    const { text, html } = await renderReservationMail(
      'precheckin_invitation',
      confirmationFixture('en', 'postpaid'),
    );
    expect(text).toContain(
      'Your pickup at Aeropuerto de Tocumen is on Tuesday, December 1 at 10:00 AM. Do your online pre-check-in now',
    );
    expect(text).toContain('Have each driver’s license and passport or ID at hand');
    expect(text).toContain('Return branch: Albrook');
    expect(text).toContain('Your valid driver’s license.');
    expect(visibleText(html)).toContain('Start pre-check-in');
    expect(text).not.toMatch(/Total|\$/);
  });

  it('sends the renter to the booking’s page when the brand has no online pre-check-in', async () => {
    const data = confirmationFixture('es');
    data.links.precheckin = null;
    const { html, text } = await renderReservationMail('precheckin_invitation', data);
    expect(firstHref(html)).toBe(EXPECTED.es.manage);
    expect(text).toContain(`Gestionar tu reserva ${EXPECTED.es.manage}`);
    expect(text).not.toContain('/precheckin');
    // The booking's page once, as the first button, not again at the end of the message; the
    // footer names it once more, where the renter changes the messages they chose.
    const footer = text.indexOf('Elige los mensajes que te enviamos');
    expect(footer).toBeGreaterThan(0);
    expect(text.slice(0, footer).split(EXPECTED.es.manage)).toHaveLength(2);
    expect(text.slice(footer)).toContain(EXPECTED.es.manage);
  });
});

describe('the pickup reminder', () => {
  it('puts the pickup branch, what to bring and the balance first', async () => {
    const { text } = await renderReservationMail(
      'pickup_reminder',
      confirmationFixture('es', 'postpaid'),
    );
    expect(text).toContain(
      'Tu retiro es el martes, 1 de diciembre, 10:00 a. m., en Aeropuerto de Tocumen.',
    );
    expect(text).not.toMatch(/mañana/i);
    const order = [
      'Sucursal de retiro: Aeropuerto de Tocumen',
      'Dirección: Terminal 1, Av. Domingo Díaz, Tocumen',
      'Teléfono: +507 238-4000',
      'Lunes – Domingo: Abierto las 24 horas',
      'Tu licencia de conducir vigente.',
      'A pagar en el mostrador',
      EXPECTED.es.precheckin,
      'Devolución: Albrook',
      EXPECTED.es.manage,
    ].map((line) => text.indexOf(line));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).toMatch(/A pagar en el mostrador\s+\$386\.27/);
    // Only the pickup branch in full: the return is a line of the trip.
    expect(text).not.toContain('Sucursal de devolución');
    expect(text).not.toContain('Detalle del precio');
  });

  it('leaves out a balance already paid and a pre-check-in already done', async () => {
    const data = confirmationFixture('en', 'prepaid');
    data.links.precheckin = null;
    const { html, text } = await renderReservationMail('pickup_reminder', data);
    expect(text).not.toContain('To pay at the counter');
    expect(text).not.toContain('pre-check-in');
    expect(firstHref(html)).toBe(EXPECTED.en.manage);
  });
});
