/**
 * A typed client of the development mailbox's REST API (maildev 3: /api/email…), for tests
 * that read what the product sent: list the messages, read one, fetch an attachment.
 */
export interface MailboxAddress {
  address: string;
  name?: string;
}

export interface MailboxAttachment {
  /** The name the sender gave it ("reservation-F-7K3M9Q.ics"). */
  filename: string;
  /** maildev's name for the stored file, which its API asks for. */
  generatedFileName: string;
  contentType: string;
  size?: number;
}

export interface MailboxMessage {
  id: string;
  subject: string;
  from: MailboxAddress[];
  to: MailboxAddress[];
  /** When maildev received it (ISO). */
  time: string;
  html?: string;
  /** The plain-text part. */
  text?: string;
  headers: Record<string, string | string[]>;
  attachments: MailboxAttachment[];
}

export interface MailboxClient {
  /** Every message, oldest first. */
  list(): Promise<MailboxMessage[]>;
  read(id: string): Promise<MailboxMessage>;
  /** An attachment of a message, by the name the sender gave it. */
  attachment(id: string, filename: string): Promise<{ contentType: string; content: Buffer }>;
  /** The first message `match` accepts, polling until it arrives. */
  waitFor(match: (m: MailboxMessage) => boolean, timeoutMs?: number): Promise<MailboxMessage>;
  /** Deletes every message. */
  clear(): Promise<void>;
}

/** `webUrl`: the mailbox's web address, e.g. http://127.0.0.1:1080. */
export function mailboxClient(webUrl: string): MailboxClient {
  const api = `${webUrl.replace(/\/$/, '')}/api`;
  const call = async (method: string, path: string): Promise<Response> => {
    const res = await fetch(`${api}${path}`, { method, signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`mailbox: ${method} ${path} answered ${res.status}`);
    return res;
  };
  const json = async <T>(path: string) => (await (await call('GET', path)).json()) as T;
  const client: MailboxClient = {
    list: () => json<MailboxMessage[]>('/email'),
    read: (id) => json<MailboxMessage>(`/email/${encodeURIComponent(id)}`),
    async attachment(id, filename) {
      const message = await client.read(id);
      const found = message.attachments.find((a) => a.filename === filename);
      if (!found)
        throw new Error(
          `mailbox: message ${id} has no attachment ${filename} (it has: ${message.attachments.map((a) => a.filename).join(', ') || 'none'})`,
        );
      const res = await call(
        'GET',
        `/email/${encodeURIComponent(id)}/attachment/${encodeURIComponent(found.generatedFileName)}`,
      );
      return {
        contentType: res.headers.get('content-type') ?? found.contentType,
        content: Buffer.from(await res.arrayBuffer()),
      };
    },
    async waitFor(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = (await client.list()).find(match);
        if (found) return client.read(found.id);
        if (Date.now() > deadline)
          throw new Error(`mailbox: no matching e-mail arrived within ${timeoutMs / 1000}s`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    async clear() {
      await call('DELETE', '/email/all');
    },
  };
  return client;
}
