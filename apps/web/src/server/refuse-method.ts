import type { IncomingMessage, ServerResponse } from 'node:http';

/** The only methods the site answers; Next.js turned others (TRACE, PUT…) into a 500. */
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;

/** Answers 405 to any other method and logs one line; true when it did. */
export function refuseMethod(
  req: IncomingMessage,
  res: ServerResponse,
  log: (line: string) => void,
): boolean {
  const method = req.method ?? '';
  if ((ALLOWED_METHODS as readonly string[]).includes(method)) return false;
  log(`[server] 405 ${method.slice(0, 20)} ${(req.url ?? '').slice(0, 200)}`);
  res.writeHead(405, {
    allow: ALLOWED_METHODS.join(', '),
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end('Method not allowed\n');
  return true;
}
