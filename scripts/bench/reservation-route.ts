/**
 * Sending the booking form's request to the site's reservation route (POST /api/reservations,
 * apps/web/src/app/api/reservations/route.ts) as the browser does: JSON in, the reservation or
 * why not as JSON out. An answer that is not the route's JSON (nginx's 502, a crash page)
 * throws `HTTP <status>`.
 */
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export const RESERVATION_ROUTE = '/api/reservations';

function routeAnswer<T>(status: number, type: string | null | undefined, body: string): T {
  if (!String(type ?? '').includes('application/json')) throw new Error(`HTTP ${status}`);
  return JSON.parse(body) as T;
}

/** One request with fetch (tests); `headers` add to the browser's. */
export async function postReservation<T>(
  siteUrl: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`${siteUrl}${RESERVATION_ROUTE}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return routeAnswer<T>(res.status, res.headers.get('content-type'), await res.text());
}

const decoded = (coded: Buffer, coding: string | undefined) =>
  coding === 'gzip' ? gunzipSync(coded) : coding === 'br' ? brotliDecompressSync(coded) : coded;

/**
 * `postReservation` for a load generator, which shares the machine's cores with what it
 * measures: node:http over kept-alive connections costs it about half the processor time of
 * `fetch` (whose streams and headers objects are the WHATWG ones) for each call. It asks for
 * compressed answers as a browser does.
 */
export function keptAliveReservationPoster(siteUrl: string): <T>(body: unknown) => Promise<T> {
  const url = new URL(siteUrl);
  const agent = new Agent({ keepAlive: true });
  return <T>(payload: unknown) =>
    new Promise<T>((resolve, reject) => {
      const body = JSON.stringify(payload);
      const req = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: RESERVATION_ROUTE,
          method: 'POST',
          timeout: 30_000,
          headers: {
            'content-type': 'application/json',
            'accept-encoding': 'gzip, br',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            try {
              const bytes = decoded(Buffer.concat(chunks), res.headers['content-encoding']);
              resolve(
                routeAnswer<T>(res.statusCode ?? 0, res.headers['content-type'], bytes.toString()),
              );
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('no answer in 30 s')));
      req.on('error', reject);
      req.end(body);
    });
}
