import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';

/**
 * A tiny SMTP server that accepts every message and writes it into a folder as JSON, so the
 * auth suite can read the e-mails Directus sends (registration, invite, password reset).
 * It speaks just enough SMTP for nodemailer: 220 greeting, EHLO/HELO 250, MAIL/RCPT 250,
 * DATA 354 then the message up to `<CRLF>.<CRLF>`, RSET/NOOP 250, QUIT 221. No TLS, no AUTH.
 * It runs in the suite's global setup (Directus must know its port when it starts) and the
 * test files, in other processes, read the folder.
 */
export interface SinkMessage {
  from: string;
  to: string[];
  raw: string;
  receivedAt: number;
}

export interface SmtpSink {
  port: number;
  dir: string;
  close(): Promise<void>;
}

export async function startSmtpSink(dir: string, host = '127.0.0.1'): Promise<SmtpSink> {
  mkdirSync(dir, { recursive: true });
  let seq = 0;
  const sockets = new Set<Socket>();
  const save = (message: SinkMessage) => {
    const name = `${Date.now()}-${String(++seq).padStart(5, '0')}`;
    // Written then renamed, so a reader never sees half a message.
    writeFileSync(join(dir, `${name}.tmp`), JSON.stringify(message));
    renameSync(join(dir, `${name}.tmp`), join(dir, `${name}.json`));
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let from = '';
    let to: string[] = [];

    const handleCommand = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO')
        return void socket.write('250-sink.test\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
      if (verb === 'HELO') return reply('250 sink.test');
      if (verb === 'MAIL') {
        from = /<([^>]*)>/.exec(line)?.[1] ?? '';
        to = [];
        return reply('250 OK');
      }
      if (verb === 'RCPT') {
        to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        return reply('250 OK');
      }
      if (verb === 'DATA') {
        inData = true;
        return reply('354 End data with <CR><LF>.<CR><LF>');
      }
      if (verb === 'RSET') {
        from = '';
        to = [];
        return reply('250 OK');
      }
      if (verb === 'NOOP') return reply('250 OK');
      if (verb === 'QUIT') {
        reply('221 Bye');
        return void socket.end();
      }
      return reply('502 Command not implemented');
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          // The message may end right after DATA's reply (empty body) or after its last line.
          const end = buffer.startsWith('.\r\n') ? 0 : buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const body = end === 0 ? '' : buffer.slice(0, end);
          buffer = buffer.slice(end === 0 ? 3 : end + 5);
          inData = false;
          save({ from, to, raw: body.replace(/^\.\./gm, '.'), receivedAt: Date.now() });
          reply('250 OK: queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        handleCommand(line);
      }
    });
    reply('220 sink.test ESMTP ready');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    dir,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

// --- Reading what arrived -------------------------------------------------------------------

function readSink(dir: string): SinkMessage[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as SinkMessage);
}

export async function waitForMail(
  dir: string,
  match: (m: SinkMessage) => boolean,
  timeoutMs = 15_000,
): Promise<SinkMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readSink(dir).find(match);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(
        `No matching e-mail arrived within ${timeoutMs / 1000}s (sink has ${readSink(dir).length})`,
      );
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Header lookup (unfolded, case-insensitive) in a raw message or part. */
function headersOf(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The decoded text of every text part of a message (enough MIME for nodemailer's output). */
function mailText(raw: string): string {
  const { headers, body } = headersOf(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith('--'))
      .map((p) => mailText(p.replace(/^\r\n/, '')))
      .join('\n');
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

export function mailSubject(raw: string): string {
  return headersOf(raw).headers.get('subject') ?? '';
}

/** The links in a message whose address starts with `prefix`, HTML entities undone. */
export function linksIn(raw: string, prefix: string): URL[] {
  const text = mailText(raw)
    .replace(/&amp;/g, '&')
    .replace(/&#x3D;|&#61;/g, '=');
  return [...text.matchAll(/https?:\/\/[^\s"'<>]+/g)]
    .map((m) => m[0])
    .filter((u) => u.startsWith(prefix))
    .map((u) => new URL(u));
}
