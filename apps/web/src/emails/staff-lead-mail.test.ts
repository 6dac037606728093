import { describe, expect, it } from 'vitest';
import { renderLeadMail } from './render.ts';
import type { LeadMailData } from './staff-lead-mail.tsx';
import { visibleText as visible } from './visible-text.ts';

const data = (over: Partial<LeadMailData['lead']> = {}): LeadMailData => ({
  brand: {
    siteName: 'Firefly',
    logoUrl: 'https://www.firefly.example/brand/firefly.svg',
    primaryColor: '#f97316',
    accentColor: '#1e293b',
    phone: '+507 800-0000',
    email: 'reservas@firefly.example',
  },
  lead: {
    company: 'Constructora Istmo',
    name: 'Luis Castillo',
    email: 'luis@istmo.example',
    phone: '+507 6000-1111',
    fleetSize: 12,
    message: 'Necesitamos 12 pickups\npor seis meses.',
    page: 'planes-corporativos',
    language: 'en',
    receivedAt: '2026-12-01T15:00:00.000Z',
    ...over,
  },
});

describe("staff's e-mail about a corporate enquiry", async () => {
  const mail = await renderLeadMail(data());

  it('names the company in its subject, in Spanish', () => {
    expect(mail.subject).toBe('Nueva consulta corporativa: Constructora Istmo');
    expect(mail.attachments).toEqual([]);
  });

  for (const [part, content] of Object.entries({ html: visible(mail.html), text: mail.text }))
    it(`shows who asks, how to reach them, the fleet and the message (${part})`, () => {
      expect(content).toMatch(/Empresa\s+Constructora Istmo/);
      expect(content).toMatch(/Nombre\s+Luis Castillo/);
      expect(content).toContain('luis@istmo.example');
      expect(content).toContain('+507 6000-1111');
      expect(content).toMatch(/Vehículos que necesita\s+12/);
      expect(content).toMatch(/Idioma\s+inglés/);
      expect(content).toContain('/planes-corporativos');
      expect(content).toMatch(/Recibida\s+mar, 1 dic 2026, 10:00 a\. m\./);
      expect(content).toContain('Necesitamos 12 pickups');
      expect(content).not.toMatch(/\{|\}|lead\./);
      // Staff's e-mail ends as one: not "because you booked a car", not the renter's contact lines.
      expect(content).toContain('Aviso interno de Firefly');
      expect(content).not.toContain('porque reservaste');
      expect(content).not.toContain('Llámanos');
    });

  it('writes a dash for what the client left empty, and no message section without one', async () => {
    const bare = await renderLeadMail(
      data({ phone: null, fleetSize: null, message: null, page: null }),
    );
    expect(bare.text).toMatch(/Teléfono\s+—/);
    expect(bare.text).toMatch(/Vehículos que necesita\s+—/);
    expect(bare.text).not.toContain('Mensaje');
  });
});
