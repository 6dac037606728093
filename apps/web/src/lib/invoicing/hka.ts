import { documentKeys, hkaDocument } from './hka-document.ts';
import type { DocumentFormat, InvoiceProvider, SendOutcome } from './types.ts';

/**
 * The Factory HKA Panamá's REST integration API (POST /api/Enviar, /api/EstadoDocumento,
 * /api/DescargaPDF, /api/DescargaXML), built from its published documentation and tested
 * against the local contract server (services/invoice-sandbox). Credentials go in each body, as
 * the documented requests carry them. Code "200" is the provider's yes; any other code is its
 * no; no answer, a timeout or a non-JSON reply (a gateway's 5xx) is an outage, tried again.
 */
export interface HkaOptions {
  url: string;
  tokenEmpresa: string;
  tokenPassword: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type Json = Record<string, unknown>;
type Reply = { answered: true; body: Json } | { answered: false; reason: string };

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

export function hkaProvider(options: HkaOptions): InvoiceProvider {
  const call = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  const credentials = { tokenEmpresa: options.tokenEmpresa, tokenPassword: options.tokenPassword };

  async function post(method: string, body: Json): Promise<Reply> {
    try {
      const response = await call(`${base}/api/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...credentials, ...body }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
      const text = await response.text();
      if (response.status >= 500) return { answered: false, reason: `HTTP ${response.status}` };
      try {
        return { answered: true, body: JSON.parse(text) as Json };
      } catch {
        return { answered: false, reason: `HTTP ${response.status}: not JSON` };
      }
    } catch (error) {
      return { answered: false, reason: (error as Error).message || 'no answer' };
    }
  }

  const authorised = (body: Json): SendOutcome => ({
    outcome: 'authorised',
    cufe: str(body.cufe),
    qr: str(body.qr),
    protocol: str(body.nroProtocoloAutorizacion) || undefined,
    authorizedAt: str(body.fechaRecepcionDGI) || new Date().toISOString(),
  });

  return {
    async send(doc) {
      const reply = await post('Enviar', { documento: hkaDocument(doc) });
      if (!reply.answered) return { outcome: 'unanswered', reason: reply.reason };
      if (str(reply.body.codigo) === '200' && str(reply.body.cufe)) return authorised(reply.body);
      return {
        outcome: 'refused',
        reason: `${str(reply.body.codigo)}: ${str(reply.body.mensaje) || 'refused'}`,
      };
    },
    async lookup(doc) {
      const reply = await post('EstadoDocumento', { datosDocumento: documentKeys(doc) });
      if (!reply.answered) return { outcome: 'unanswered', reason: reply.reason };
      if (str(reply.body.codigo) === '200' && str(reply.body.cufe)) return authorised(reply.body);
      return { outcome: 'unknown' };
    },
    async download(doc, format: DocumentFormat) {
      const method = format === 'pdf' ? 'DescargaPDF' : 'DescargaXML';
      const reply = await post(method, { datosDocumento: documentKeys(doc) });
      if (!reply.answered) throw new Error(`${method}: ${reply.reason}`);
      if (str(reply.body.codigo) !== '200' || !str(reply.body.documento))
        throw new Error(`${method}: ${str(reply.body.codigo)} ${str(reply.body.mensaje)}`);
      return new Uint8Array(Buffer.from(str(reply.body.documento), 'base64'));
    },
  };
}
