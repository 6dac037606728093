/**
 * A local stand-in for The Factory HKA Panamá's e-invoicing REST API (a contract server): the
 * methods the site calls, with the fields and answers its documentation gives
 * (felwiki.thefactoryhka.com.pa). For tests, local runs and e2e; nothing here talks to HKA or
 * the DGI, and its documents say they have no fiscal value.
 *
 *   POST /api/Enviar            { tokenEmpresa, tokenPassword, documento } → codigo 200 + cufe, qr
 *   POST /api/EstadoDocumento   { tokenEmpresa, tokenPassword, datosDocumento } → cufe of a number
 *   POST /api/DescargaPDF       same → documento (the CAFE as base64 PDF)
 *   POST /api/DescargaXML       same → documento (base64 XML)
 *   GET  /consultas/qr?chFE=…   what the QR code opens: the document's authorisation
 *   POST /__sandbox/faults      { down: true } answers 503 to every method, as an outage (tests)
 *
 * A number sent again with the same content answers the first answer (a retry after a lost
 * reply); with other content it is refused, as a fiscal number is used once.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cafePdf, documentXml } from './cafe.ts';
import { documentProblem } from './contract.ts';
import { createDocumentStore, documentKey, fingerprintOf, type Authorised } from './store.ts';

type Json = Record<string, unknown>;

export interface InvoiceSandboxOptions {
  port?: number;
  host?: string;
  tokenEmpresa: string;
  tokenPassword: string;
  /** Where authorised documents are kept across restarts (none: memory only). */
  dataDir?: string;
  log?: (line: string) => void;
}

export interface RunningInvoiceSandbox {
  url: string;
  /** An outage: every method answers 503 until it is set back (tests). */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 2_000_000;
const OK = { codigo: '200', resultado: 'procesado' };
const error = (codigo: string, mensaje: string) => ({ codigo, resultado: 'error', mensaje });

async function readJson(req: IncomingMessage): Promise<Json | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  try {
    const value = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
    return value && typeof value === 'object' ? (value as Json) : null;
  } catch {
    return null;
  }
}

const answer = (doc: Authorised) => ({
  ...OK,
  mensaje: 'Documento autorizado',
  cufe: doc.cufe,
  qr: doc.qr,
  fechaRecepcionDGI: doc.receivedAt,
  nroProtocoloAutorizacion: doc.protocol,
});

export async function startInvoiceSandbox(
  options: InvoiceSandboxOptions,
): Promise<RunningInvoiceSandbox> {
  const store = createDocumentStore(options.dataDir);
  let down = false;
  let base = '';

  const send = (res: ServerResponse, status: number, body: unknown, type = 'application/json') => {
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  function enviar(body: Json): Json {
    const documento = (body.documento ?? null) as Json | null;
    if (!documento) return error('101', 'documento es obligatorio');
    const t = (documento.datosTransaccion ?? {}) as Json;
    const key = documentKey({ ...t, codigoSucursalEmisor: documento.codigoSucursalEmisor });
    const earlier = store.get(key);
    if (earlier)
      return earlier.fingerprint === fingerprintOf(documento)
        ? answer(earlier)
        : error('114', 'El número de documento fiscal ya fue utilizado por otro documento');
    const problem = documentProblem(documento, store.hasCufe);
    if (problem) return error('103', problem);
    return answer(store.authorise(documento, base));
  }

  function found(body: Json): Authorised | null {
    const d = (body.datosDocumento ?? {}) as Json;
    return store.get(documentKey(d));
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', base);
    const path = url.pathname.replace(/\/+$/, '');
    if (path === '/__sandbox/faults' && req.method === 'POST') {
      down = Boolean((await readJson(req))?.down);
      options.log?.(`faults: ${down ? 'down' : 'up'}`);
      return send(res, 200, { down });
    }
    if (path === '/consultas/qr') {
      const doc = store.byCufe(url.searchParams.get('chFE') ?? '');
      return send(
        res,
        doc ? 200 : 404,
        `<!doctype html><meta charset="utf-8"><title>Consulta de factura</title><h1>${doc ? 'Documento autorizado (sandbox, sin valor fiscal)' : 'Documento no encontrado'}</h1>${doc ? `<p>CUFE ${doc.cufe}</p><p>Recibido ${doc.receivedAt}</p>` : ''}`,
        'text/html; charset=utf-8',
      );
    }
    if (!path.startsWith('/api/') || req.method !== 'POST')
      return send(res, 404, error('404', 'No existe'));
    if (down) return send(res, 503, 'Service Unavailable', 'text/plain');
    const body = await readJson(req);
    if (!body) return send(res, 400, error('100', 'La solicitud no es un JSON válido'));
    if (body.tokenEmpresa !== options.tokenEmpresa || body.tokenPassword !== options.tokenPassword)
      return send(res, 200, error('102', 'Credenciales inválidas (tokenEmpresa / tokenPassword)'));
    const method = path.slice('/api/'.length);
    if (method === 'Enviar') return send(res, 200, enviar(body));
    const doc = found(body);
    if (!doc) return send(res, 200, error('404', 'El documento no existe'));
    if (method === 'EstadoDocumento')
      return send(res, 200, { ...answer(doc), estatusDocumento: 'Autorizado' });
    if (method === 'DescargaPDF')
      return send(res, 200, {
        ...OK,
        mensaje: 'PDF',
        documento: Buffer.from(await cafePdf(doc)).toString('base64'),
      });
    if (method === 'DescargaXML')
      return send(res, 200, {
        ...OK,
        mensaje: 'XML',
        documento: Buffer.from(documentXml(doc)).toString('base64'),
      });
    return send(res, 404, error('404', `Método desconocido: ${method}`));
  }

  const server = createServer((req, res) => {
    route(req, res)
      .then(() => options.log?.(`${req.method} ${req.url?.split('?')[0]} ${res.statusCode}`))
      .catch((e: Error) => {
        options.log?.(`error: ${e.message}`);
        if (!res.headersSent) send(res, 500, error('500', 'Error interno'));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  base = `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${port}`;
  return {
    url: base,
    setDown: (value) => void (down = value),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
