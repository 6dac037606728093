import { IncomingMessage, type ServerResponse } from 'node:http';
import { MAX_ACTION_BODY_BYTES } from '@rental/domain/action-request';

/** The largest body the site takes anywhere (a server action's); each route refuses on its own, smaller limit. */
export const MAX_REQUEST_BODY_BYTES = MAX_ACTION_BODY_BYTES;

/**
 * Bounds every request body before Next.js, which reads a page POST whole before its proxy runs:
 * 413 once over the limit; a chunked body within it reaches Next.js with its true length.
 */
export function limitRequestBody(
  req: IncomingMessage,
  res: ServerResponse,
  maxBytes: number,
  pass: (request: IncomingMessage) => void,
  log: Log,
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
    if (size <= maxBytes) return void chunks.push(chunk);
    stop();
    req.pause();
    tooLarge(req, res, maxBytes, log);
  };
  const onEnd = () => {
    stop();
    pass(withBody(req, Buffer.concat(chunks, size)));
  };
  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', stop);
}

type Log = (line: string) => void;

function tooLarge(req: IncomingMessage, res: ServerResponse, max: number, log: Log) {
  log(`[server] 413 body over ${max} bytes: ${req.method?.slice(0, 20)} ${req.url?.slice(0, 200)}`);
  res.writeHead(413, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    connection: 'close',
  });
  res.end(JSON.stringify({ error: 'body too large' }));
}

/** A copy of `req` whose body, already read, is `body`: with its length, no longer chunked. */
function withBody(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(req.socket);
  const kept = ['httpVersionMajor', 'httpVersionMinor', 'httpVersion', 'method', 'url', 'trailers'];
  Object.assign(
    copy,
    Object.fromEntries(kept.map((key) => [key, req[key as keyof IncomingMessage]])),
  );
  copy.rawHeaders = req.rawHeaders
    .flatMap((value, i, all) => (i % 2 ? [] : [[value, all[i + 1]!]]))
    .filter(([name]) => !/^(transfer-encoding|content-length)$/i.test(name))
    .flat()
    .concat('Content-Length', String(body.length));
  copy.headers = { ...req.headers, 'content-length': String(body.length) };
  delete copy.headers['transfer-encoding'];
  copy.complete = true;
  if (body.length) copy.push(body);
  copy.push(null);
  return copy;
}
