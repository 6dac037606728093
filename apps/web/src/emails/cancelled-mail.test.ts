import { describe, expect, it } from 'vitest';
import type { MailRefund } from './confirmation-data.ts';
import { confirmationFixture } from './confirmation-fixture.ts';
import { renderMessage, renderReservationMail } from './render.ts';
import { visibleText } from './visible-text.ts';

/**
 * The cancellation e-mails: the renter's, in the booking's language, with what was
 * paid, the fee the policy kept, the refund and when it shows; the pickup branch's, in Spanish.
 * The fixture's prepaid booking took $359.31 online.
 */
const cancelled = (
  locale: 'es' | 'en',
  refund: MailRefund | null,
  type: 'prepaid' | 'postpaid' = 'prepaid',
) => ({ ...confirmationFixture(locale, type), refund });

const FREE: MailRefund = { amount: 35931, fee: 0, status: 'completed', provider: 'card' };
const LATE: MailRefund = { amount: 32338, fee: 3593, status: 'completed', provider: 'card' };
const RAW_TEXT = /\b(?:layout|confirmation|cancelled|staff)\.[a-z]|\{[a-z]+\}/;

const EXPECTED = {
  es: {
    subject: 'Tu reserva F-7K3M9Q está cancelada – Firefly',
    free: 'Cancelaste dentro del plazo gratuito: te devolvemos todo lo que pagaste.',
    refund: /Reembolso a tu tarjeta\s+\$359\.31/,
    paid: /Pagado en línea\s+\$359\.31/,
    when: 'Suele verse en el estado de cuenta de tu tarjeta en 5 a 10 días hábiles',
    pickup: /Retiro: Aeropuerto de Tocumen\s+mar, 1 dic 2026, 10:00\sa\.\sm\./,
    manage: 'https://www.firefly.example/mi-reserva?code=F-7K3M9Q',
  },
  en: {
    subject: 'Your reservation F-7K3M9Q is cancelled – Firefly',
    free: 'You cancelled within the free cancellation period: everything you paid is refunded.',
    refund: /Refund to your card\s+\$359\.31/,
    paid: /Paid online\s+\$359\.31/,
    when: 'It usually shows on your card statement within 5 to 10 business days',
    pickup: /Pickup: Aeropuerto de Tocumen\s+Tue, Dec 1, 2026, 10:00\sAM/,
    manage: 'https://www.firefly.example/en/mi-reserva?code=F-7K3M9Q',
  },
} as const;

describe.each(['es', 'en'] as const)('the renter’s cancellation in %s', async (locale) => {
  const expected = EXPECTED[locale];
  const mail = await renderReservationMail('cancellation', cancelled(locale, FREE));
  const parts = { html: visibleText(mail.html), text: mail.text };

  it('says it is cancelled in its subject, with the code', () => {
    expect(mail.subject).toBe(expected.subject);
  });

  it.each(Object.keys(parts) as (keyof typeof parts)[])(
    '%s: code, car, trip, what was paid, the refund and when it shows',
    (part) => {
      const content = parts[part];
      expect(content).toContain('F-7K3M9Q');
      expect(content).toContain('Toyota Yaris');
      expect(content).toMatch(expected.pickup);
      expect(content).toMatch(expected.paid);
      expect(content).toMatch(expected.refund);
      expect(content).toContain(expected.free);
      expect(content).toContain(expected.when);
      expect(content).toContain('Firefly');
      expect(content).not.toMatch(RAW_TEXT);
    },
  );

  it('links the booking’s page, and carries no pre-check-in, nothing to bring', () => {
    expect(mail.text).toContain(expected.manage);
    expect(mail.text).not.toContain('/precheckin');
    expect(mail.text).not.toMatch(/\.ics|licencia|license/i);
  });

  it('carries the calendar file that marks the booking’s events cancelled (same UIDs, a later version)', () => {
    expect(mail.attachments).toHaveLength(1);
    const ics = String(mail.attachments[0]!.content).replace(/\r\n[ \t]/g, '');
    expect(ics.match(/STATUS:CANCELLED/g)).toHaveLength(2);
    expect(ics).not.toContain('STATUS:CONFIRMED');
    expect(ics).toContain('UID:reservation-f-7k3m9q-pickup@www.firefly.example');
    expect(ics.match(/SEQUENCE:1/g)).toHaveLength(2);
    expect(ics).toMatch(/SUMMARY:(Cancelada|Cancelled) – /);
  });
});

describe('the renter’s cancellation, by what the refund is', () => {
  it('names the fee kept after the free window', async () => {
    const { text } = await renderReservationMail('cancellation', cancelled('en', LATE));
    expect(text).toContain(
      'You cancelled after the free cancellation period: under the cancellation policy $35.93 is kept',
    );
    expect(text).toMatch(/Kept under the cancellation policy\s+\$35\.93/);
    expect(text).toMatch(/Refund to your card\s+\$323\.38/);
  });

  it('says a refund left pending is being processed, and where a PayPal one goes', async () => {
    const pending = await renderReservationMail(
      'cancellation',
      cancelled('es', { ...FREE, status: 'pending' }),
    );
    expect(pending.text).toContain('Tu reembolso de $359.31 está en proceso');
    const paypal = await renderReservationMail(
      'cancellation',
      cancelled('en', { ...FREE, provider: 'paypal' }),
    );
    expect(paypal.text).toMatch(/Refund to your PayPal account\s+\$359\.31/);
    expect(paypal.text).toContain('We have refunded $359.31 to your PayPal account.');
  });

  it('tells a pay-later renter nothing was charged, with no amounts refunded', async () => {
    for (const [locale, line] of [
      ['es', 'Elegiste pagar al retirar: no se te cobró nada, y cancelar no te costó nada.'],
      ['en', 'You chose to pay at pickup: nothing was charged, and cancelling cost you nothing.'],
    ] as const) {
      const { text } = await renderReservationMail(
        'cancellation',
        cancelled(locale, null, 'postpaid'),
      );
      expect(text).toContain(line);
      expect(text).not.toMatch(/Reembolso a|Refund to|\$/);
    }
  });
});

describe("the pickup branch's notice of a cancellation", async () => {
  const mail = await renderMessage('staff_cancellation', cancelled('en', LATE));

  it('is in Spanish, names the code, the pickup and the branch', () => {
    expect(mail.subject).toBe(
      'Reserva cancelada F-7K3M9Q: retiro el mar, 1 dic 2026, 10:00 a. m. en Aeropuerto de Tocumen',
    );
    expect(mail.attachments).toEqual([]);
  });

  for (const [part, content] of Object.entries({ html: visibleText(mail.html), text: mail.text }))
    it(`shows who cancelled what, the refund and the fee, no balance at the counter (${part})`, () => {
      expect(content).toContain('Reserva cancelada');
      expect(content).toContain('Ana Pérez');
      expect(content).toMatch(/Idioma del cliente\s+inglés/);
      expect(content).toMatch(/Retiro en Aeropuerto de Tocumen\s+mar, 1 dic 2026/);
      expect(content).toMatch(/Pagado en línea\s+\$359\.31/);
      expect(content).toMatch(/Retenido según la política\s+\$35\.93/);
      expect(content).toMatch(/Reembolso\s+\$323\.38/);
      expect(content).toMatch(/Estado del reembolso\s+hecho/);
      expect(content).not.toContain('A pagar en el mostrador');
      expect(content).toContain('Aviso interno de');
      expect(content).not.toMatch(RAW_TEXT);
    });
});
