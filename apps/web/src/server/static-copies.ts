import type { IncomingMessage, ServerResponse } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import {
  type Accepted,
  brotliOnce,
  type Coding,
  codingFor,
  markEncoded,
  MIN_COMPRESSED,
} from './content-coding.ts';

const brotliOf = promisify(brotliCompress);
const gzipOf = promisify(gzip);

/** Where Next.js serves the build's `static` folder from. */
const STATIC_PATH = '/_next/static/';
/** Text the browser reads; images and fonts there are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|map)$/;

type Copies = Partial<Record<Coding, Buffer>>;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Brotli and gzip copies of the build's static files (scripts and stylesheets, named by their
 * content's hash, so never changed), made once when the server starts — one file at a time,
 * off the main thread — and sent in place of the bytes Next.js reads and compresses for each
 * request (at gzip's default level). Next.js still answers every such request, so its headers
 * (cache lifetime, ETag, security headers) and its 304s and ranges stay its own; only the
 * body and its encoding headers are this module's. Until a file's copies are made, Next.js'
 * answer goes out as before.
 */
export function staticCopies(distDir: string) {
  const byPath = new Map<string, Copies>();
  const folder = join(distDir, 'static');

  const copy = async (file: string) => {
    const body = await readFile(file);
    if (body.length < MIN_COMPRESSED) return;
    const path = STATIC_PATH + relative(folder, file).split(sep).join('/');
    byPath.set(path, {
      br: await brotliOf(body, brotliOnce(body.length)),
      gzip: await gzipOf(body, { level: 9 }),
    });
  };
  const made = (async () => {
    for (const file of await filesUnder(folder))
      // A file that cannot be read or compressed keeps Next.js' own answer.
      await copy(file).catch(() => undefined);
  })();

  /** Makes this answer send its file's copy, when there is one the client takes; true if so. */
  const substitute = (req: IncomingMessage, res: ServerResponse, accepted: Accepted): boolean => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return false;
    const copies = byPath.get((req.url ?? '').split('?')[0]!);
    const coding = copies && codingFor(accepted, copies);
    if (!coding) return false;
    sendInstead(res, copies[coding]!, coding, req.method === 'HEAD');
    return true;
  };

  return { made, substitute };
}

type Write = (chunk: unknown, ...rest: unknown[]) => boolean;
type End = (...args: unknown[]) => ServerResponse;

/**
 * Once Next.js starts a 200 answer, its body's chunks are dropped and `body` (encoded in
 * `coding`) ends it; any other status (a 304, a 404) goes out as Next.js writes it. Set before
 * the head is sent, the encoding also keeps the compression middleware from encoding it again.
 */
function sendInstead(res: ServerResponse, body: Buffer, coding: Coding, head: boolean) {
  const write = res.write.bind(res) as Write;
  const end = res.end.bind(res) as End;
  let replaced: boolean | undefined;
  const replacing = () =>
    (replaced ??= (() => {
      if (res.statusCode !== 200 || res.headersSent) return false;
      markEncoded(res, coding, body);
      return true;
    })());
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!replacing()) return write(chunk, ...rest);
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    if (!replacing()) return end(...args);
    const callback = args.find((arg) => typeof arg === 'function');
    return head ? end(callback) : end(body, callback);
  }) as ServerResponse['end'];
}
