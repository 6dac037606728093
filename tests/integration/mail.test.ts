import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmationFixture } from '../../apps/web/src/emails/confirmation-fixture.ts';
import { renderReservationMail } from '../../apps/web/src/emails/render.ts';
import { mailboxClient } from '../../scripts/lib/mailbox-client.ts';
import { startMailbox, type RunningMailbox } from '../../scripts/lib/mailbox.ts';

/**
 * The confirmation goes out through lib/mail over real SMTP into the development mailbox
 * (maildev, as `npm start` runs it, on free ports), and is read back through its REST API as
 * the e2e tests will read it: subject, parts, sender and the calendar file.
 */
let mailbox: RunningMailbox;
let mailDir: string;

beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'mailbox-it-'));
  mailbox = await startMailbox({ smtpPort: 0, webPort: 0, mailDir });
  // The site's settings, as `npm start` hands them over; the brand's own sender wins.
  vi.stubEnv('DIRECTUS_URL', 'http://127.0.0.1:8055');
  vi.stubEnv('DIRECTUS_TOKEN', 'mail-test-token-0123456789');
  vi.stubEnv('NEXT_PUBLIC_BRAND', 'firefly');
  vi.stubEnv('SMTP_URL', mailbox.smtpUrl);
  vi.stubEnv('MAIL_FROM', 'Car Rental <no-reply@rental.example>');
  vi.stubEnv('MAIL_FROM_FIREFLY', 'Firefly Car Rental <reservas@firefly.example>');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await mailbox?.close();
  rmSync(mailDir, { recursive: true, force: true });
});

describe('the reservation confirmation through the development mailbox', () => {
  it('arrives with its subject, both parts, the brand sender and the calendar file', async () => {
    // Loaded once the settings are in place: lib/mail reads them on first use.
    const { sendMail } = await import('../../apps/web/src/lib/mail/index.ts');
    const rendered = await renderReservationMail(
      'confirmation',
      confirmationFixture('es', 'postpaid'),
    );
    const result = await sendMail({ to: 'ana.it@example.com', ...rendered });
    expect(result.sent).toBe(true);

    const inbox = mailboxClient(mailbox.webUrl);
    const message = await inbox.waitFor((m) =>
      m.to.some((a) => a.address === 'ana.it@example.com'),
    );
    expect(message.subject).toBe('Tu reserva F-7K3M9Q está confirmada – Firefly');
    expect(message.from).toEqual([
      { address: 'reservas@firefly.example', name: 'Firefly Car Rental' },
    ]);
    expect(message.text).toContain('F-7K3M9Q');
    expect(message.text).toMatch(
      /Retiro: Aeropuerto de Tocumen\s+mar, 1 dic 2026, 10:00\sa\.\sm\./,
    );
    expect(message.text).toMatch(/A pagar en el mostrador\s+\$386\.27/);
    expect(message.text).toContain('https://www.firefly.example/mi-reserva?code=F-7K3M9Q');
    expect(message.html).toContain('F-7K3M9Q');

    expect(message.attachments.map((a) => a.filename)).toEqual(['reserva-F-7K3M9Q.ics']);
    const ics = await inbox.attachment(message.id, 'reserva-F-7K3M9Q.ics');
    expect(ics.contentType).toMatch(/^text\/calendar/);
    const calendar = ics.content.toString('utf8');
    expect(calendar.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(calendar).toContain('TZID:America/Panama');
    expect(calendar).toContain('DTSTART;TZID=America/Panama:20261201T100000');
    expect(calendar).toContain('DTSTART;TZID=America/Panama:20261205T213000');
    expect(calendar).toBe(String(rendered.attachments[0].content));
  });
});
