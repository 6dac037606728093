import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { botErrorStatus } from '@rental/domain/navigation';
import { inlineScripts, scriptPolicy } from '@rental/domain/script-policy';

type Call = (...args: unknown[]) => unknown;
const decoders: Record<string, (body: Buffer) => Buffer> = {
  gzip: gunzipSync,
  br: brotliDecompressSync,
  deflate: inflateSync,
};
const hashOf = (script: string) => createHash('sha256').update(script, 'utf8').digest('base64');

/**
 * A page's script policy gets the hashes of exactly its inline scripts (a prerendered page can
 * carry no nonce), and a page that rendered an error screen gets the status the screen states.
 */
function settlePage(html: string, res: ServerResponse): void {
  const policy = scriptPolicy(inlineScripts(html).map(hashOf));
  const sitePolicy = res.getHeader('content-security-policy');
  res.setHeader('content-security-policy', sitePolicy ? `${sitePolicy}; ${policy}` : policy);
  const status = res.statusCode === 200 ? botErrorStatus(200, html) : undefined;
  if (!status || status < 400) return;
  res.statusCode = status;
  res.setHeader('cache-control', 'no-store');
  if (status === 503) res.setHeader('retry-after', '60');
}

/** An HTML page (not a CMS file, which keeps its own sandbox policy) is held until complete. */
const isPage = (res: ServerResponse) =>
  String(res.getHeader('content-type') ?? '').includes('text/html') &&
  !res.hasHeader('content-disposition');

/**
 * Holds every HTML response to its last byte so `settlePage` sees the whole page before its
 * head goes; a 304 drops the site-wide policy, as the browser keeps the stored page's.
 */
export function settlePagesOf(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as Call;
  const write = res.write.bind(res) as Call;
  const end = res.end.bind(res) as Call;
  const flushHeaders = res.flushHeaders.bind(res);
  const chunks: Buffer[] = [];
  let held: boolean | undefined;
  const hold = () => (held ??= res.statusCode !== 304 && isPage(res));
  const keep = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, encoding as BufferEncoding));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const callbackIn = (args: unknown[]) =>
    args.find((a): a is () => void => typeof a === 'function');

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status;
    const headers = rest.find((a) => a && typeof a === 'object' && !Array.isArray(a)) ?? {};
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (status === 304) res.removeHeader('content-security-policy');
    if (!hold()) writeHead(status, ...rest.filter((a) => typeof a === 'string'));
    return res;
  }) as ServerResponse['writeHead'];
  res.flushHeaders = () => {
    if (!hold()) flushHeaders();
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!hold()) return write(chunk, ...rest);
    keep(chunk, rest[0]);
    callbackIn(rest)?.();
    return true;
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    if (!hold()) return end(...args);
    if (typeof args[0] !== 'function') keep(args[0], args[1]);
    const body = Buffer.concat(chunks);
    const coding = String(res.getHeader('content-encoding') ?? '')
      .trim()
      .toLowerCase();
    settlePage((decoders[coding]?.(body) ?? body).toString('utf8'), res);
    writeHead(res.statusCode);
    return end(body, callbackIn(args));
  }) as ServerResponse['end'];
}
