import { describe, expect, it } from 'vitest';
import { renderLedgerAlertMail } from './render.ts';
import type { LedgerAlertData } from './staff-ledger-mail.tsx';
import { visibleText as visible } from './visible-text.ts';

const data: LedgerAlertData = {
  brand: {
    siteName: 'Firefly',
    logoUrl: 'https://www.firefly.example/brand/firefly.svg',
    primaryColor: '#f97316',
    accentColor: '#1e293b',
    phone: '+507 800-0000',
    email: 'reservas@firefly.example',
  },
  code: 'F-ABC123',
  rows: [
    {
      kind: 'refund',
      key: 'refund:r1:p1',
      amount: 12982,
      since: '2026-12-01T15:00:00.000Z',
      note: 'the bank refused the refund: card account closed',
    },
  ],
};

describe("the branch's e-mail about money the sweep cannot settle", async () => {
  const mail = await renderLedgerAlertMail(data);

  it('names the booking in its subject, in Spanish', () => {
    expect(mail.subject).toBe('Pago sin cuadrar en la reserva F-ABC123');
    expect(mail.attachments).toEqual([]);
  });

  for (const [part, content] of Object.entries({ html: visible(mail.html), text: mail.text }))
    it(`shows each stuck row: what, how much, since when (Panama time) and why (${part})`, () => {
      expect(content).toContain('Reembolso refund:r1:p1');
      expect(content).toMatch(/Monto\s+\$129\.82/);
      expect(content).toMatch(/Pendiente desde\s+mar, 1 dic 2026, 10:00/);
      expect(content).toMatch(/Motivo\s+the bank refused the refund: card account closed/);
      expect(content).toContain('Cuadre de pagos');
    });
});
