import { describe, expect, it } from 'vitest';
import { confirmationFixture } from './confirmation-fixture.ts';
import { renderReservationMail } from './render.ts';
import { visibleText as visible } from './visible-text.ts';

describe('the reservation confirmation in English (pay at pickup)', async () => {
  const data = confirmationFixture('en', 'postpaid');
  const mail = await renderReservationMail('confirmation', data);
  const parts = { html: visible(mail.html), text: mail.text };

  it('has a subject with the code and the brand', () => {
    expect(mail.subject).toBe('Your reservation F-7K3M9Q is confirmed – Firefly');
  });

  for (const [part, content] of Object.entries(parts)) {
    describe(`its ${part} part`, () => {
      it('shows the code, the car and the renter', () => {
        expect(content).toContain('F-7K3M9Q');
        expect(content).toContain('Toyota Yaris or similar');
        expect(content).toContain('Class ECAR');
        expect(content).toContain('Hello Ana,');
      });

      it('shows places and dates in Panama time, whatever the time zone of the server', () => {
        // 15:00 UTC is 10:00 in Panama; 02:30 UTC on the 6th is 21:30 on the 5th.
        expect(content).toMatch(/Pickup: Aeropuerto de Tocumen\s+Tue, Dec 1, 2026, 10:00\sAM/);
        expect(content).toMatch(/Return: Albrook\s+Sat, Dec 5, 2026, 9:30\sPM/);
        expect(content).toContain('Times are Panama time (UTC−5).');
        expect(content).toContain('5 days of rental');
      });

      it('shows the bill, nothing paid and the whole total due at the counter', () => {
        expect(content).toContain('Pay at pickup');
        expect(content).toMatch(/Toyota Yaris: 5 × \$45\.00\s+\$225\.00/);
        expect(content).toMatch(/Protección total: 5 × \$15\.00\s+\$75\.00/);
        expect(content).toMatch(/Airport concession fee\s+\$36\.00/);
        expect(content).toMatch(/ITBMS \(7%\)\s+\$25\.27/);
        expect(content).toMatch(/Total\s+\$386\.27/);
        expect(content).toMatch(/Paid online\s+\$0\.00/);
        expect(content).toMatch(/To pay at the counter\s+\$386\.27/);
      });

      it('shows both branches with address, phone and hours', () => {
        expect(content).toContain('Pickup branch: Aeropuerto de Tocumen');
        expect(content).toContain('Address: Terminal 1, Av. Domingo Díaz, Tocumen');
        expect(content).toContain('Phone: +507 238-4000');
        expect(content).toContain('Monday – Sunday: Open 24 hours');
        expect(content).toContain('Return branch: Albrook');
        expect(content).toContain('Monday – Friday: 07:00 – 22:00');
        expect(content).toContain('Sunday: Closed');
      });

      it('says what to bring', () => {
        expect(content).toContain('Your valid driver’s license.');
        expect(content).toContain('A credit card in the driver’s name.');
      });

      it('links to the booking and to the pre-check-in, in English', () => {
        const links = part === 'html' ? mail.html : content;
        expect(links).toContain('https://www.firefly.example/en/mi-reserva?code=F-7K3M9Q');
        expect(links).toContain('https://www.firefly.example/en/precheckin?code=F-7K3M9Q');
      });

      it("shows the brand's contact", () => {
        expect(content).toContain('Questions? Call us at +507 800-0000.');
        expect(content).toContain('reservas@firefly.example');
      });
    });
  }

  it("is dressed in the brand's logo and colours", () => {
    expect(mail.html).toContain(
      'src="https://www.firefly.example/assets/0b6f1c1e-8d0c-4f54-9a55-1f0d3c2b8a11"',
    );
    // Titles in the accent colour, the stripe and the buttons in the primary colour.
    expect(mail.html).toContain('color:#1d2b4f');
    expect(mail.html).toContain('background-color:#c2410c');
    expect(mail.html).toContain('lang="en"');
  });

  it('carries the pickup and the return as a calendar file in Panama time', () => {
    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments;
    expect(ics.filename).toBe('reservation-F-7K3M9Q.ics');
    expect(ics.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    const text = String(ics.content).replace(/\r\n /g, '');
    expect(text).toContain('DTSTART;TZID=America/Panama:20261201T100000');
    expect(text).toContain('DTSTART;TZID=America/Panama:20261205T213000');
    expect(text).toContain('SUMMARY:Pick up your Firefly car (F-7K3M9Q)');
    expect(text).toContain(
      'LOCATION:Albrook\\, Albrook Mall\\, Pasillo del Oso\\, Ciudad de Panamá',
    );
    expect(text).toContain('UID:reservation-f-7k3m9q-pickup@www.firefly.example');
  });
});

describe('the reservation confirmation in Spanish (prepaid)', async () => {
  const mail = await renderReservationMail('confirmation', confirmationFixture('es', 'prepaid'));
  const parts = { html: visible(mail.html), text: mail.text };

  it('speaks Spanish from the subject on', () => {
    expect(mail.subject).toBe('Tu reserva F-7K3M9Q está confirmada – Firefly');
    expect(mail.html).toContain('lang="es"');
    expect(mail.attachments[0].filename).toBe('reserva-F-7K3M9Q.ics');
    expect(String(mail.attachments[0].content)).toContain('SUMMARY:Retiro de tu auto Firefly');
  });

  for (const [part, content] of Object.entries(parts)) {
    it(`${part}: code, Panama dates, the prepaid bill paid in full, branch and links`, () => {
      expect(content).toContain('Hola, Ana:');
      expect(content).toContain('F-7K3M9Q');
      expect(content).toContain('Toyota Yaris o similar');
      expect(content).toMatch(/Retiro: Aeropuerto de Tocumen\s+mar, 1 dic 2026, 10:00\sa\.\sm\./);
      expect(content).toMatch(/Devolución: Albrook\s+sáb, 5 dic 2026, 9:30\sp\.\sm\./);
      expect(content).toContain('Las horas son de Panamá (UTC−5).');
      expect(content).toContain('Tarifa prepagada');
      // 10 % prepaid discount: $40.50 a day.
      expect(content).toMatch(/Toyota Yaris: 5 × \$40\.50\s+\$202\.50/);
      expect(content).toMatch(/Total\s+\$359\.31/);
      expect(content).toMatch(/Pagado en línea\s+\$359\.31/);
      expect(content).toMatch(/A pagar en el mostrador\s+\$0\.00/);
      expect(content).toContain('Teléfono: +507 238-4000');
      expect(content).toContain('Lunes – Domingo: Abierto las 24 horas');
      expect(content).toContain('Tu pasaporte o cédula.');
      const links = part === 'html' ? mail.html : content;
      expect(links).toContain('https://www.firefly.example/mi-reserva?code=F-7K3M9Q');
      expect(links).toContain('https://www.firefly.example/precheckin?code=F-7K3M9Q');
    });
  }
});

describe('the reservation confirmation, other bookings', () => {
  it('shows one branch when the car goes back where it came from, and no pre-check-in when the brand has none', async () => {
    const data = confirmationFixture('en');
    data.branches.return = data.branches.pickup;
    data.links.precheckin = null;
    const { text } = await renderReservationMail('confirmation', data);
    expect(text).toContain('Pickup and return branch: Aeropuerto de Tocumen');
    expect(text).not.toContain('Return branch');
    expect(text).not.toContain('precheckin');
    expect(text).not.toContain('pre-check-in online');
  });

  it('escapes what the renter typed', async () => {
    const data = confirmationFixture('en');
    data.reservation.renterName = '<b>Ana</b>';
    const { html } = await renderReservationMail('confirmation', data);
    expect(html).toContain('Hello &lt;b&gt;Ana&lt;/b&gt;,');
    expect(html).not.toContain('<b>Ana</b>');
  });
});

describe('the cancellation policy in the confirmation', () => {
  it('tells a prepaid renter the free window, the fees staff set and the refund (es)', async () => {
    const data = {
      ...confirmationFixture('es', 'prepaid'),
      cancellation: { freeUntilHours: 48, lateFeePercent: 15, noShowFeePercent: 100 },
    };
    const text = (await renderReservationMail('confirmation', data)).text;
    expect(text).toContain('Puedes cancelar gratis hasta 48 horas antes del retiro.');
    expect(text).toContain('se retiene el 15\u00a0% del total');
    expect(text).toContain(
      'ni cancelas antes de la hora del retiro, se retiene el 100\u00a0% del total',
    );
    expect(text).toContain('Lo demás se reembolsa al mismo medio de pago.');
  });

  it('tells a pay-later renter that cancelling costs nothing online, and leaves out no fee of 0 % (en)', async () => {
    const data = {
      ...confirmationFixture('en', 'postpaid'),
      cancellation: { freeUntilHours: 0, lateFeePercent: 10, noShowFeePercent: 0 },
    };
    const text = (await renderReservationMail('confirmation', data)).text;
    expect(text).toContain('You can cancel free of charge until the pickup time.');
    expect(text).toContain('You pay at pickup, so cancelling costs nothing online.');
    expect(text).not.toContain('% of the total is kept');
  });
});
