import { describe, expect, it } from 'vitest';
import { installLogLines, logFormatOf, logLine, requestFields } from './log-lines.ts';

const now = new Date('2026-11-24T15:04:05.678Z');
const ctx = { brand: 'firefly', requestId: '9f1c2d3e4b5a69788796a5b4c3d2e1f0', now };

describe('log lines', () => {
  it('writes JSON by default off a terminal, human in one, and names a bad LOG_FORMAT', () => {
    expect(logFormatOf(undefined, false)).toBe('json');
    expect(logFormatOf(undefined, true)).toBe('human');
    expect(logFormatOf('json', true)).toBe('json');
    expect(() => logFormatOf('xml', false)).toThrow(/LOG_FORMAT must be json or human/);
  });

  it('makes one JSON line of a message, stack trace and all, with the request id', () => {
    const line = logLine('error', ['[cms] list failed:', new Error('boom')], ctx, 'json');
    expect(line.split('\n')).toHaveLength(1);
    const parsed = JSON.parse(line);
    expect(parsed).toMatchObject({
      time: '2026-11-24T15:04:05.678Z',
      level: 'error',
      brand: 'firefly',
      requestId: ctx.requestId,
    });
    expect(parsed.msg).toMatch(/^\[cms\] list failed: Error: boom\n\s+at /);
  });

  it('drops terminal colours from a JSON line', () => {
    const line = logLine('error', ['\u001b[31m\u001b[1m⨯\u001b[22m\u001b[39m Error'], ctx, 'json');
    expect(JSON.parse(line).msg).toBe('⨯ Error');
  });

  it("keeps a business event's fields as the line's own", () => {
    const line = logLine(
      'info',
      [{ event: 'reservation.created', code: 'F-ABC123', total: 12345 }],
      ctx,
      'json',
    );
    expect(JSON.parse(line)).toEqual({
      time: '2026-11-24T15:04:05.678Z',
      level: 'info',
      brand: 'firefly',
      requestId: ctx.requestId,
      event: 'reservation.created',
      code: 'F-ABC123',
      total: 12345,
    });
    expect(logLine('info', [{ event: 'email.sent', kind: 'confirmation' }], ctx, 'human')).toBe(
      '15:04:05.678 INFO  [9f1c2d3e] event=email.sent kind=confirmation',
    );
  });

  it('logs a request by its path, never its query (a signed link may be in it)', () => {
    const fields = requestFields({ method: 'GET', url: '/precheckin?token=secret' }, 200, 12.4);
    expect(fields).toEqual({
      event: 'request',
      method: 'GET',
      path: '/precheckin',
      status: 200,
      ms: 12,
    });
    expect(logLine('info', [fields], ctx, 'human')).toBe(
      '15:04:05.678 INFO  [9f1c2d3e] GET /precheckin 200 12ms',
    );
  });

  it('sends every console call through, errors to stderr', () => {
    const written: [string, string][] = [];
    const saved = { ...console };
    try {
      installLogLines({
        format: 'json',
        brand: 'tucan',
        requestId: () => 'req-12345678',
        write: (stream, line) => written.push([stream, line]),
      });
      console.log('ready');
      console.error('failed');
    } finally {
      Object.assign(console, saved);
    }
    expect(written.map(([s, l]) => [s, JSON.parse(l).msg, JSON.parse(l).requestId])).toEqual([
      ['out', 'ready', 'req-12345678'],
      ['err', 'failed', 'req-12345678'],
    ]);
  });
});
