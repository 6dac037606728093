import { describe, expect, it } from 'vitest';
import { acceptedCodings, codingFor } from './content-coding.ts';

describe('content codings', () => {
  it('reads Accept-Encoding as browsers and proxies send it', () => {
    const takes = (value?: string) => acceptedCodings({ 'accept-encoding': value });
    expect(takes('gzip, deflate, br, zstd')).toEqual({ br: true, gzip: true });
    expect(takes('br;q=1.0, GZIP;q=0.5')).toEqual({ br: true, gzip: true });
    expect(takes('*')).toEqual({ br: true, gzip: true });
    expect(takes('gzip;q=0, br')).toEqual({ br: true, gzip: false });
    expect(takes('gzip, deflate')).toEqual({ br: false, gzip: true });
    expect(takes('br;q=0, identity')).toEqual({ br: false, gzip: false });
    expect(takes(undefined)).toEqual({ br: false, gzip: false });
  });

  it('sends Brotli where the client takes it and there is a copy, else gzip, else the body as it is', () => {
    const both = { br: Buffer.from('b'), gzip: Buffer.from('g') };
    expect(codingFor({ br: true, gzip: true }, both)).toBe('br');
    expect(codingFor({ br: true, gzip: true }, { br: null, gzip: both.gzip })).toBe('gzip');
    expect(codingFor({ br: false, gzip: true }, both)).toBe('gzip');
    expect(codingFor({ br: true, gzip: false }, { gzip: both.gzip })).toBeNull();
    expect(codingFor({ br: false, gzip: false }, both)).toBeNull();
  });
});
