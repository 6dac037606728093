import { describe, expect, it, vi } from 'vitest';
import { readServerConfig } from '../config/server.ts';
import { mailSettings, sendMail } from './index.ts';
import { createMailer } from './mailer.ts';

const message = {
  to: 'ana@example.com',
  subject: 'Your reservation F-7K3M9Q is confirmed',
  html: '<p>Hello</p>',
  text: 'Hello',
};

describe('createMailer', () => {
  it('without SMTP_URL sends nothing and says why once', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ smtpUrl: null, from: null }, (line) => lines.push(line));
    expect(await mailer.send(message)).toEqual({ sent: false, reason: 'not-configured' });
    expect(await mailer.send(message)).toEqual({ sent: false, reason: 'not-configured' });
    expect(lines).toEqual(['mail: SMTP_URL is not set, so no e-mail is sent (docs/mail.md)']);
  });

  it('refuses a message without a sender', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', from: null });
    await expect(mailer.send(message)).rejects.toThrow('mail: no sender; set MAIL_FROM');
    mailer.close();
  });
});

describe('mailSettings', () => {
  const base = {
    DIRECTUS_URL: 'http://127.0.0.1:8055',
    DIRECTUS_TOKEN: 'x'.repeat(32),
    SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
    MAIL_FROM: 'Reservas <reservas@example.com>',
  };

  it("takes the brand's own sender, else MAIL_FROM", () => {
    const config = readServerConfig({
      ...base,
      MAIL_FROM_TUCAN: 'Tucán Car Rental <hola@tucan.example>',
    });
    expect(mailSettings(config, 'tucan')).toEqual({
      smtpUrl: 'smtps://user:secret@smtp.example.com:465',
      from: 'Tucán Car Rental <hola@tucan.example>',
    });
    expect(mailSettings(config, 'firefly').from).toBe('Reservas <reservas@example.com>');
  });

  it('is empty without SMTP_URL', () => {
    const { SMTP_URL: _url, MAIL_FROM: _from, ...rest } = base;
    expect(mailSettings(readServerConfig(rest), 'firefly')).toEqual({ smtpUrl: null, from: null });
  });
});

describe('sendMail', () => {
  it("uses the site's settings: without SMTP_URL nothing is sent", async () => {
    vi.stubEnv('DIRECTUS_URL', 'http://127.0.0.1:8055');
    vi.stubEnv('DIRECTUS_TOKEN', 'x'.repeat(32));
    vi.stubEnv('SMTP_URL', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await sendMail(message)).toEqual({ sent: false, reason: 'not-configured' });
    expect(warn).toHaveBeenCalledWith(
      'mail: SMTP_URL is not set, so no e-mail is sent (docs/mail.md)',
    );
    vi.unstubAllEnvs();
    warn.mockRestore();
  });
});
