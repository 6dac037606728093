import { describe, expect, it } from 'vitest';
import { confirmationFixture } from './confirmation-fixture.ts';
import { renderMessage } from './render.ts';
import { visibleText as visible } from './visible-text.ts';

describe("the pickup branch's notice of a new booking", async () => {
  // An English booking: staff still read Spanish, and see the renter's language.
  const mail = await renderMessage('staff_new_booking', confirmationFixture('en', 'prepaid'));

  it('names the code, the pickup in Panama time and the branch in its subject', () => {
    expect(mail.subject).toBe(
      'Nueva reserva F-7K3M9Q: retiro el mar, 1 dic 2026, 10:00 a. m. en Aeropuerto de Tocumen',
    );
  });

  for (const [part, content] of Object.entries({ html: visible(mail.html), text: mail.text }))
    it(`shows who is coming, when, for which car, and what is due (${part})`, () => {
      expect(content).toContain('Ana Pérez');
      expect(content).toContain('ana@example.com');
      expect(content).toContain('+507 6123-4567');
      expect(content).toMatch(/Idioma del cliente\s+inglés/);
      expect(content).toContain('Toyota Yaris · ECAR');
      expect(content).toMatch(/Retiro en Aeropuerto de Tocumen\s+mar, 1 dic 2026, 10:00 a\. m\./);
      expect(content).toMatch(/Devolución en Albrook\s+sáb, 5 dic 2026, 9:30 p\. m\./);
      expect(content).toMatch(/Tarifa\s+Tarifa prepagada/);
      expect(content).toMatch(/A pagar en el mostrador\s+\$0\.00/);
      expect(content).not.toMatch(/\{|\}|staff\./);
      expect(content).toContain('Aviso interno de');
      expect(content).not.toContain('porque reservaste');
    });

  it('carries no calendar file: the branch keeps its own day', () => {
    expect(mail.attachments).toEqual([]);
  });
});

describe("the pickup branch's notice of a completed pre-check-in", () => {
  it('says so and where the drivers are, with the same booking table', async () => {
    const mail = await renderMessage(
      'staff_precheckin_done',
      confirmationFixture('es', 'postpaid'),
    );
    expect(mail.subject).toBe(
      'Pre-check-in hecho: reserva F-7K3M9Q, retiro el mar, 1 dic 2026, 10:00 a. m. en Aeropuerto de Tocumen',
    );
    expect(mail.text).toContain('Pre-check-in completado');
    expect(mail.text).toContain('Los datos de los conductores están en Studio, en Pre-check-ins.');
    expect(mail.text).toMatch(/A pagar en el mostrador\s+\$386\.27/);
  });
});
