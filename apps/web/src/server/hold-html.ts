import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

import { bytesGiven, callbackOf, type Callback, type Chunk } from './answer-writes.ts';

const decoders: Record<string, (b: Buffer) => Buffer> = {
  gzip: gunzipSync,
  br: brotliDecompressSync,
  deflate: inflateSync,
};

/** The HTML as the browser will read it, whatever compression Next.js applied. */
function htmlOf(body: Buffer, encoding: string): string {
  const decode = decoders[encoding.trim().toLowerCase()];
  return (decode ? decode(body) : body).toString('utf8');
}

function headersArg(args: unknown[]): OutgoingHttpHeaders | undefined {
  const last = args[args.length - 1];
  return last && typeof last === 'object' && !Array.isArray(last)
    ? (last as OutgoingHttpHeaders)
    : undefined;
}

/**
 * Called once an HTML answer's head is known: true when it has set what the held answer's
 * `finish` would have (a page body seen before, by its ETag), so the answer need not be held;
 * a Buffer when, besides, that body is to be sent as this Buffer (its compressed copy, whose
 * headers it has set) instead of the bytes Next.js writes.
 */
export type KnownAnswer = (
  res: ServerResponse,
  head: { status: number; etag: OutgoingHttpHeaders[string] },
) => boolean | Buffer;

/** The body's own length and encoding, from Next.js' head, give way to the replacement's. */
function dropBodyHeaders(head: unknown[]) {
  const headers = headersArg(head);
  for (const name of Object.keys(headers ?? {}))
    if (['content-length', 'content-encoding'].includes(name.toLowerCase())) delete headers![name];
}

/**
 * Holds an HTML answer until it is complete, so that `finish` can set headers and the status
 * from the whole page before anything is sent; every other answer passes straight through.
 * The price: an HTML answer that Next.js streams reaches the browser in one piece;
 * prerendered pages are one piece anyway.
 */
export function holdHtml(
  res: ServerResponse,
  /** Sets headers and status from the page; returns the body to send instead, if any. */
  finish: (html: string, res: ServerResponse) => Buffer | void,
  { known }: { known?: KnownAnswer } = {},
): void {
  const original = {
    write: res.write.bind(res),
    end: res.end.bind(res),
    writeHead: res.writeHead.bind(res),
    flushHeaders: res.flushHeaders.bind(res),
  };
  const chunks: Buffer[] = [];
  let pendingHead: unknown[] | null = null;
  let html: boolean | undefined;
  // A known page's body to send instead of Next.js' bytes (KnownAnswer).
  let replacement: Buffer | null = null;
  // Node writes implicit headers through res.writeHead: once the answer is complete, let it.
  let releasing = false;
  // Decided once, from the first of writeHead, write or end: an HTML answer is held unless
  // `known` has already decided it from its head.
  const isHtml = (head: unknown[] = []) =>
    (html ??= (() => {
      const headers = headersArg(head);
      const header = (name: string) =>
        Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1] ??
        res.getHeader(name);
      if (!String(header('content-type') ?? '').includes('text/html')) return false;
      const status = typeof head[0] === 'number' ? head[0] : res.statusCode;
      const answer = known?.(res, { status, etag: header('etag') }) ?? false;
      if (Buffer.isBuffer(answer)) replacement = answer;
      return answer === false;
    })());
  const keep = (chunk: Chunk | Callback | undefined, encoding?: BufferEncoding | Callback) => {
    const bytes = bytesGiven(chunk, encoding);
    if (bytes) chunks.push(bytes);
  };

  res.writeHead = ((...args: unknown[]) => {
    if (releasing || !isHtml(args)) {
      if (replacement) dropBodyHeaders(args);
      return (original.writeHead as (...a: unknown[]) => ServerResponse)(...args);
    }
    pendingHead = args;
    return res;
  }) as ServerResponse['writeHead'];
  res.flushHeaders = () => {
    if (!isHtml()) original.flushHeaders();
  };
  res.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) => {
    if (!isHtml() && !replacement)
      return (original.write as (...a: unknown[]) => boolean)(chunk, encoding, callback);
    if (!replacement) keep(chunk, encoding);
    callbackOf(encoding, callback)?.();
    return true;
  }) as ServerResponse['write'];
  res.end = ((
    chunk?: Chunk | Callback,
    encoding?: BufferEncoding | Callback,
    callback?: Callback,
  ) => {
    if (!isHtml()) {
      if (!replacement)
        return (original.end as (...a: unknown[]) => ServerResponse)(chunk, encoding, callback);
      const done = callbackOf(chunk, encoding, callback);
      return original.end(replacement, done);
    }
    keep(chunk, encoding);
    const done = callbackOf(chunk, encoding, callback);
    const body = Buffer.concat(chunks);
    const headers = headersArg(pendingHead ?? []);
    const contentEncoding = String(
      headers?.['content-encoding'] ?? res.getHeader('content-encoding') ?? '',
    );
    // The status given to writeHead is the answer's until `finish` says otherwise.
    if (typeof pendingHead?.[0] === 'number') res.statusCode = pendingHead[0];
    const instead = finish(htmlOf(body, contentEncoding), res);
    if (pendingHead) pendingHead[0] = res.statusCode;
    if (pendingHead && instead) dropBodyHeaders(pendingHead);
    releasing = true;
    if (pendingHead) (original.writeHead as (...a: unknown[]) => ServerResponse)(...pendingHead);
    return original.end(instead ?? body, done);
  }) as ServerResponse['end'];
}
