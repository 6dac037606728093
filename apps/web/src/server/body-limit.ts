import { IncomingMessage, type ServerResponse } from 'node:http';
import { MAX_ACTION_BODY_BYTES } from '@rental/domain/action-request';

/**
 * The largest request body the site takes anywhere: a server action's. The routes take less
 * (lib/http/request-body.ts), each refusing on its own limit.
 */
export const MAX_REQUEST_BODY_BYTES = MAX_ACTION_BODY_BYTES;

/**
 * Bounds every request body before Next.js sees it. Next.js reads a POST to a page whole
 * before its proxy runs (to hand the proxy a copy), whatever its size, so no limit inside
 * Next.js can stop a large body from being read. Here:
 * - a declared `Content-Length` over `maxBytes` is answered 413 without reading the body; one
 *   within it passes as it is (Node's parser delivers no more than the declared length);
 * - a body without a length (chunked) is counted as it arrives: at `maxBytes` it is answered
 *   413 and no more is read; if it ends within the limit, Next.js gets it whole, with its
 *   `Content-Length`, so that every route can trust that header.
 * The 413 closes the connection: the rest of the body is never read.
 */
export function limitRequestBody(
  req: IncomingMessage,
  res: ServerResponse,
  maxBytes: number,
  pass: (request: IncomingMessage) => void,
  log: (line: string) => void,
): void {
  const declared = req.headers['content-length'];
  if (declared !== undefined) {
    if (Number(declared) > maxBytes) return tooLarge(req, res, maxBytes, log);
    return pass(req);
  }
  // Without Content-Length or Transfer-Encoding a request has no body (RFC 9112 §6.3).
  if (req.headers['transfer-encoding'] === undefined) return pass(req);

  const chunks: Buffer[] = [];
  let size = 0;
  const stop = () => {
    req.off('data', onData);
    req.off('end', onEnd);
    req.off('error', stop);
  };
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size > maxBytes) {
      stop();
      req.pause();
      return tooLarge(req, res, maxBytes, log);
    }
    chunks.push(chunk);
  };
  const onEnd = () => {
    stop();
    pass(withBody(req, Buffer.concat(chunks, size)));
  };
  req.on('data', onData);
  req.on('end', onEnd);
  // A client that goes away mid-body: nothing to answer, its socket is gone.
  req.on('error', stop);
}

function tooLarge(
  req: IncomingMessage,
  res: ServerResponse,
  maxBytes: number,
  log: (line: string) => void,
): void {
  log(
    `[server] 413 body over ${maxBytes} bytes: ${(req.method ?? '').slice(0, 20)} ${(req.url ?? '').slice(0, 200)}`,
  );
  res.writeHead(413, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    connection: 'close',
  });
  res.end(JSON.stringify({ error: 'body too large' }));
}

/** A request like `req` whose body, already read, is `body`: with its length, no longer chunked. */
function withBody(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(req.socket);
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.httpVersion = req.httpVersion;
  copy.method = req.method;
  copy.url = req.url;
  const rawHeaders: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    if (!/^(transfer-encoding|content-length)$/i.test(req.rawHeaders[i]))
      rawHeaders.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  rawHeaders.push('Content-Length', String(body.length));
  copy.rawHeaders = rawHeaders;
  const headers = { ...req.headers, 'content-length': String(body.length) };
  delete headers['transfer-encoding'];
  copy.headers = headers;
  copy.rawTrailers = req.rawTrailers;
  copy.trailers = req.trailers;
  copy.complete = true;
  if (body.length) copy.push(body);
  copy.push(null);
  return copy;
}
