import type { IncomingMessage, ServerResponse } from 'node:http';

import { bytesGiven, callbackOf, type Callback, type Chunk } from './answer-writes.ts';

type Loose<R> = (...args: unknown[]) => R;

/** Below this, compressing costs more than it saves (the `compression` package's own threshold). */
export const SMALL_ANSWER_BYTES = 1024;
/** How long a streamed answer's first bytes may wait for the rest before they go out as they are. */
export const SMALL_ANSWER_WAIT_MS = 50;

const bodiless = (method: string | undefined, status: number) =>
  method === 'HEAD' || status === 204 || status === 304 || status < 200;

/**
 * Holds an answer's head and first bytes until it has `threshold` bytes or ends, so that the
 * compression installed before this (answer-pipeline.ts) knows a small answer's length: the
 * `compression` package can judge its threshold only by a Content-Length, and Next.js streams
 * server actions' answers and route handlers' JSON without one, so each of those few hundred
 * bytes got a gzip or Brotli stream of its own (about a twentieth of the site's
 * processor time under booking load). A small answer goes out whole, with its length; a
 * larger one is released to the compression as soon as it passes the threshold, and a
 * slow stream's first bytes after `waitMs`, so nothing a page streams waits for the rest.
 */
export function holdSmallAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  { threshold = SMALL_ANSWER_BYTES, waitMs = SMALL_ANSWER_WAIT_MS } = {},
): void {
  const inner = {
    writeHead: res.writeHead as Loose<ServerResponse>,
    flushHeaders: res.flushHeaders,
    write: res.write as Loose<boolean>,
    end: res.end as Loose<ServerResponse>,
  };
  let flushAsked = false;
  let head: unknown[] | null = null;
  let chunks: Buffer[] = [];
  let size = 0;
  let released = false;
  let timer: NodeJS.Timeout | undefined;

  const keep = (chunk: Chunk | Callback | undefined, encoding?: BufferEncoding | Callback) => {
    const bytes = bytesGiven(chunk, encoding);
    if (!bytes) return;
    chunks.push(bytes);
    size += bytes.length;
  };
  const sendHead = () => {
    if (head) inner.writeHead.apply(res, head);
  };
  /** From here on the answer streams through as it comes. */
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    sendHead();
    if (flushAsked) inner.flushHeaders.call(res);
    const held = Buffer.concat(chunks);
    chunks = [];
    if (held.length) inner.write.call(res, held);
  };

  res.writeHead = ((...args: unknown[]) => {
    if (released) return inner.writeHead.apply(res, args);
    head = args;
    return res;
  }) as ServerResponse['writeHead'];
  // Held, the headers go out with the first bytes: one write, not two.
  res.flushHeaders = () => {
    if (released) inner.flushHeaders.call(res);
    else flushAsked = true;
  };
  res.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) => {
    if (released) return inner.write.call(res, chunk, encoding, callback);
    keep(chunk, encoding);
    if (size >= threshold) release();
    else timer ??= setTimeout(release, waitMs);
    callbackOf(encoding, callback)?.();
    return true;
  }) as ServerResponse['write'];
  res.end = ((
    chunk?: Chunk | Callback,
    encoding?: BufferEncoding | Callback,
    callback?: Callback,
  ) => {
    if (released) return inner.end.call(res, chunk, encoding, callback);
    const done = callbackOf(chunk, encoding, callback);
    clearTimeout(timer);
    keep(chunk, encoding);
    released = true;
    const body = Buffer.concat(chunks);
    chunks = [];
    const status = typeof head?.[0] === 'number' ? head[0] : res.statusCode;
    if (!bodiless(req.method, status) && !res.hasHeader('transfer-encoding'))
      res.setHeader('content-length', body.length);
    sendHead();
    return inner.end.call(res, body, done);
  }) as ServerResponse['end'];
}
