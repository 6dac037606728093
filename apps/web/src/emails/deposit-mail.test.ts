import { describe, expect, it } from 'vitest';
import type { DepositMailData } from './deposit-mail.tsx';
import { renderDepositMail } from './render.ts';
import { visibleText as visible } from './visible-text.ts';

const brand = {
  siteName: 'Firefly',
  logoUrl: 'https://www.firefly.example/brand/firefly.svg',
  primaryColor: '#f97316',
  accentColor: '#1e293b',
  phone: '+507 800-0000',
  email: 'reservas@firefly.example',
};
const charged: DepositMailData = {
  brand,
  locale: 'es',
  code: 'F-ABC123',
  name: 'Ana',
  amount: 30000,
  charged: 7550,
  reason: 'Faltaba un cuarto de tanque',
  card: 'Visa •••• 4242',
  manage: 'https://firefly.example/mi-reserva?code=F-ABC123',
};

describe("the renter's e-mail about the security deposit", () => {
  it('tells a charge in the booking’s language: how much of what was held, and why', async () => {
    const mail = await renderDepositMail(charged);
    expect(mail.subject).toBe('Cobramos $75.50 de tu depósito de garantía de la reserva F-ABC123');
    // Like every renter's e-mail, it says where to change the messages the renter chose.
    expect(mail.text).toContain(`Elige los mensajes que te enviamos`);
    expect(mail.html).toContain(`href="${charged.manage}"`);
    for (const content of [visible(mail.html), mail.text]) {
      expect(content).toContain('de los $300.00 que retuvimos en tu tarjeta');
      expect(content).toMatch(/Cobrado\s+\$75\.50/);
      expect(content).toMatch(/Motivo\s+Faltaba un cuarto de tanque/);
      expect(content).toMatch(/Tarjeta\s+Visa •••• 4242/);
    }
  });

  it('tells a release in English, with no charge or reason lines', async () => {
    const mail = await renderDepositMail({ ...charged, locale: 'en', charged: 0, reason: '' });
    expect(mail.subject).toBe('Your security deposit for booking F-ABC123 is released');
    expect(mail.text).toContain('we released the $300.00 security deposit held on your card');
    expect(mail.text).not.toMatch(/Charged|Reason/);
  });
});
