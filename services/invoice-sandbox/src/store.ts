import { createHash, randomInt } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Json = Record<string, unknown>;

export interface Authorised {
  key: string;
  documento: Json;
  fingerprint: string;
  cufe: string;
  qr: string;
  protocol: string;
  receivedAt: string;
}

/** The issuer's own RUC and DV in the sandbox: a made-up company number. */
export const ISSUER = { ruc: '155596713-2-2015', dv: '59', name: 'Compañía de Alquiler (sandbox)' };

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Branch, billing point, document type and number: one document each, whatever its emission. */
export function documentKey(d: {
  codigoSucursalEmisor?: unknown;
  puntoFacturacionFiscal?: unknown;
  tipoDocumento?: unknown;
  numeroDocumentoFiscal?: unknown;
}): string {
  return [
    d.codigoSucursalEmisor,
    d.puntoFacturacionFiscal,
    d.tipoDocumento,
    d.numeroDocumentoFiscal,
  ]
    .map(str)
    .join('-');
}

/** What a repeat must match to be the same document: everything but how it was emitted. */
export function fingerprintOf(documento: Json): string {
  const t = { ...((documento.datosTransaccion ?? {}) as Json) };
  delete t.tipoEmision;
  delete t.fechaInicioContingencia;
  delete t.motivoContingencia;
  return createHash('sha256')
    .update(JSON.stringify({ ...documento, datosTransaccion: t }))
    .digest('hex');
}

/**
 * A CUFE shaped as the DGI's: document type, issuer's RUC and DV, branch, date, number, billing
 * point, emission type, environment (2: tests), a security code and a check digit.
 */
function cufeFor(documento: Json, at: Date): string {
  const t = (documento.datosTransaccion ?? {}) as Json;
  const body = [
    'FE',
    str(t.tipoDocumento),
    ISSUER.ruc.replace(/\D/g, '').padStart(20, '0'),
    ISSUER.dv.padStart(2, '0'),
    str(documento.codigoSucursalEmisor),
    at.toISOString().slice(0, 10).replace(/-/g, ''),
    str(t.numeroDocumentoFiscal),
    str(t.puntoFacturacionFiscal),
    str(t.tipoEmision),
    '2',
    String(randomInt(100_000_000, 999_999_999)),
  ].join('');
  const digits = body.replace(/\D/g, '');
  const check = [...digits].reduce((n, d, i) => n + Number(d) * (i % 2 ? 3 : 1), 0) % 10;
  return `${body}${check}`;
}

/** The documents the sandbox authorised, kept in memory and, with `dir`, one JSON file each. */
export function createDocumentStore(dir?: string) {
  const byKey = new Map<string, Authorised>();
  if (dir) {
    mkdirSync(dir, { recursive: true });
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
      const doc = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Authorised;
      byKey.set(doc.key, doc);
    }
  }
  return {
    get: (key: string) => byKey.get(key) ?? null,
    hasCufe: (cufe: string) => [...byKey.values()].some((d) => d.cufe === cufe),
    byCufe: (cufe: string) => [...byKey.values()].find((d) => d.cufe === cufe) ?? null,
    authorise(documento: Json, base: string): Authorised {
      const t = (documento.datosTransaccion ?? {}) as Json;
      const now = new Date();
      const cufe = cufeFor(documento, now);
      const doc: Authorised = {
        key: documentKey({ ...t, codigoSucursalEmisor: documento.codigoSucursalEmisor }),
        documento,
        fingerprint: fingerprintOf(documento),
        cufe,
        qr: `${base}/consultas/qr?chFE=${cufe}&iAmb=2`,
        protocol: String(randomInt(1e9, 1e10 - 1)),
        receivedAt: now.toISOString(),
      };
      byKey.set(doc.key, doc);
      if (dir) writeFileSync(join(dir, `${doc.key}.json`), JSON.stringify(doc));
      return doc;
    },
  };
}
