import { isIP } from 'node:net';

/**
 * The bucket a client address counts in: IPv4 its own, IPv6 its /64 (a client may take a new
 * address from that block for every request), IPv4-mapped IPv6 as the IPv4 address.
 */
export function addressBucket(address: string): string {
  const text = address.trim().toLowerCase();
  if (isIP(text) !== 6) return text;
  const groups = ipv6Groups(text);
  if (!groups) return text;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address that `isIP` accepted (`::` expanded, a dotted tail read). */
function ipv6Groups(address: string): number[] | null {
  const [bare] = address.split('%');
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(bare);
  const hex = dotted
    ? `${bare.slice(0, dotted.index)}${((+dotted[1] << 8) | +dotted[2]).toString(16)}:${((+dotted[3] << 8) | +dotted[4]).toString(16)}`
    : bare;
  const [head, tail, ...more] = hex.split('::');
  if (more.length) return null;
  const part = (text: string | undefined) =>
    text ? text.split(':').map((g) => Number.parseInt(g, 16)) : [];
  const left = part(head);
  const right = part(tail);
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<number>(missing).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}
