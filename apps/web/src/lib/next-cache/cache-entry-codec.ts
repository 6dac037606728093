/**
 * A `'use cache'` entry in Redis as one value (so metadata and bytes never come from two
 * renders): 4-byte big-endian JSON length, the JSON, the bytes.
 */
export interface StoredEntry {
  tags: string[];
  stale: number;
  timestamp: number;
  expire: number;
  revalidate: number;
}

export function encodeEntry(meta: StoredEntry, value: Uint8Array): Buffer {
  const json = Buffer.from(JSON.stringify(meta));
  const head = Buffer.alloc(4);
  head.writeUInt32BE(json.length);
  return Buffer.concat([head, json, value]);
}

export function decodeEntry(stored: Buffer): { meta: StoredEntry; value: Buffer } | null {
  if (stored.length < 4) return null;
  const length = stored.readUInt32BE(0);
  if (4 + length > stored.length) return null;
  try {
    const meta = JSON.parse(stored.subarray(4, 4 + length).toString('utf8')) as StoredEntry;
    if (!Array.isArray(meta.tags) || typeof meta.timestamp !== 'number') return null;
    return { meta, value: stored.subarray(4 + length) };
  } catch {
    return null;
  }
}

/** Seconds Redis keeps an entry: its `expire`, at least a second, at most a year. */
export function secondsToKeep(expire: number): number {
  const year = 365 * 24 * 60 * 60;
  return Number.isFinite(expire) ? Math.min(year, Math.max(1, Math.ceil(expire))) : year;
}
