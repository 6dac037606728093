import { BlockList, isIP } from 'node:net';
import { CLIENT_ADDRESS_HEADER, FORWARDING_HEADERS } from './client-headers.ts';

export { CLIENT_ADDRESS_HEADER };

/**
 * Who is asking, decided by the production server from the connection: forwarding headers count
 * only from TRUSTED_PROXIES, else any client could choose its own rate-limit bucket.
 */

/** Loopback only: the reverse proxy of ops/nginx runs on the same machine. */
export const DEFAULT_TRUSTED_PROXIES = '127.0.0.0/8,::1';

/** `::ffff:10.0.0.1` (IPv4 on an IPv6 socket) is 10.0.0.1; anything that is not an IP address is null. */
export function normalizeAddress(value: string | undefined | null): string | null {
  const text = (value ?? '').trim();
  const v4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text)?.[1];
  const address = v4 ?? text;
  return isIP(address) ? address.toLowerCase() : null;
}

export interface TrustedProxies {
  has(address: string): boolean;
}

/** Trusts no proxy: the site is reached directly (`npm start`). An empty value means the default. */
const NO_TRUSTED_PROXIES = 'none';

/** Parses `TRUSTED_PROXIES` (addresses and CIDRs, comma-separated, or `none`); throws naming the bad entry. */
export function parseTrustedProxies(setting: string): TrustedProxies {
  const list = new BlockList();
  const entries = setting.trim().toLowerCase() === NO_TRUSTED_PROXIES ? [] : setting.split(',');
  for (const entry of entries.map((e) => e.trim()).filter(Boolean)) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? null : Number(bits);
    if (
      !family ||
      extra !== undefined ||
      (prefix !== null && (!/^\d{1,3}$/.test(bits) || prefix > (family === 4 ? 32 : 128)))
    ) {
      throw new Error(
        `TRUSTED_PROXIES: '${entry}' is not an IP address or CIDR range (e.g. 127.0.0.1, 10.0.0.0/8, ::1)`,
      );
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === null) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return {
    has(address) {
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

type Headers = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The socket's address, unless it is a trusted proxy: then its `X-Real-IP`, else the nearest
 * untrusted hop of `X-Forwarded-For` from the right (hops to its left are the client's to write).
 */
export function clientAddress(
  socketAddress: string | undefined,
  headers: Headers,
  trusted: TrustedProxies,
): string {
  const socket = normalizeAddress(socketAddress) ?? 'unknown';
  if (!trusted.has(socket)) return socket;
  const realIp = normalizeAddress(first(headers['x-real-ip']));
  if (realIp) return realIp;
  const hops = (
    Array.isArray(headers['x-forwarded-for'])
      ? headers['x-forwarded-for'].join(',')
      : (headers['x-forwarded-for'] ?? '')
  ).split(',');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalizeAddress(hops[i]);
    if (!hop) break;
    if (!trusted.has(hop)) return hop;
  }
  return socket;
}

/**
 * Prepares an incoming request's headers for Next.js: the verified address in our own header,
 * and the forwarding headers removed unless a trusted proxy sent them.
 */
export function settleClientHeaders(
  socketAddress: string | undefined,
  headers: Headers,
  trusted: TrustedProxies,
): void {
  const address = clientAddress(socketAddress, headers, trusted);
  const fromProxy = trusted.has(normalizeAddress(socketAddress) ?? '');
  delete headers[CLIENT_ADDRESS_HEADER];
  if (!fromProxy) for (const name of FORWARDING_HEADERS) delete headers[name];
  headers[CLIENT_ADDRESS_HEADER] = address;
}
