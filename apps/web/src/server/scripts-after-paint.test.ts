import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerPipeline } from './answer-pipeline.ts';
import { scriptsAfterPaint } from './scripts-after-paint.ts';

const HEAD =
  '<head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script>' +
  '<script src="/_next/static/chunks/two.js" async=""></script>' +
  '<script src="/_next/static/chunks/poly.js" noModule=""></script>' +
  '<script src="/elsewhere.js" async=""></script></head>';
const BODY =
  '<body><main>Flota</main><script>self.__next_f.push([1,"x"])</script>' +
  '<script src="/_next/static/chunks/main.js" id="_R_" async=""></script></body>';

const loaderOf = (html: string) => /<script>(\(function\(c\)[^<]*)<\/script>/.exec(html)?.[1];

describe("a page's chunk scripts", () => {
  it('give way to one loader where the first of them was; other scripts stay', () => {
    const html = scriptsAfterPaint(`<html>${HEAD}${BODY}</html>`);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(one|two|main)\.js"/);
    expect(html).toContain('<script src="/_next/static/chunks/poly.js" noModule=""></script>');
    expect(html).toContain('<script src="/elsewhere.js" async=""></script>');
    expect(html).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(html).toContain('href="/_next/static/chunks/a.css"/><script>(function(c)');
    expect(html.match(/<script>\(function\(c\)/g)).toHaveLength(1);
    expect(loaderOf(html)).toContain(
      '[["/_next/static/chunks/one.js"],["/_next/static/chunks/two.js"],["/_next/static/chunks/main.js","_R_"]]',
    );
  });

  it('leaves a page without chunk tags as it is', () => {
    const html = '<html><body><script>self.x=1</script></body></html>';
    expect(scriptsAfterPaint(html)).toBe(html);
  });
});

/**
 * The loader run against a document that records the scripts it is given, in a browser that
 * reports paints (`paintTiming`) or does not.
 */
function runLoader(visibilityState: string, { paintTiming = true } = {}) {
  const code = loaderOf(scriptsAfterPaint(`<html>${HEAD}${BODY}</html>`))!;
  const added: { src: string; id?: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const observers: { notify: () => void; observing: string | null }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['mark', 'paint'] : ['mark'];
    private entry = { notify: () => {}, observing: null as string | null };
    constructor(callback: () => void) {
      this.entry.notify = () => this.entry.observing && callback();
      observers.push(this.entry);
    }
    observe({ type }: { type: string }) {
      this.entry.observing = type;
    }
    disconnect() {
      this.entry.observing = null;
    }
  }
  const document = {
    visibilityState,
    createElement: () => ({}) as { src: string; id?: string; async: boolean },
    head: { appendChild: (script: (typeof added)[number]) => added.push(script) },
  };
  new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', code)(
    document,
    { PerformanceObserver },
    (frame: () => void) => frames.push(frame),
    setTimeout,
  );
  return {
    added,
    frame: () => frames.splice(0).forEach((frame) => frame()),
    paint: () => observers.forEach((observer) => observer.notify()),
    observing: () => observers.map((observer) => observer.observing),
  };
}

const ALL = [
  { src: '/_next/static/chunks/one.js', async: true },
  { src: '/_next/static/chunks/two.js', async: true },
  { src: '/_next/static/chunks/main.js', id: '_R_', async: true },
];

describe('the loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('requests the scripts, in order and once, when the first paint is reported', () => {
    const { added, frame, paint, observing } = runLoader('visible');
    expect(observing()).toEqual(['paint']);
    frame();
    frame();
    vi.advanceTimersByTime(500);
    expect(added).toEqual([]);
    paint();
    vi.advanceTimersByTime(0);
    expect(added).toEqual(ALL);
    expect(observing()).toEqual([null]);
    vi.advanceTimersByTime(2000);
    expect(added).toHaveLength(3);
  });

  it('without paint timing, requests them at the second animation frame', () => {
    const { added, frame, observing } = runLoader('visible', { paintTiming: false });
    expect(observing()).toEqual([]);
    frame();
    expect(added).toEqual([]);
    frame();
    expect(added).toEqual(ALL);
  });

  it('requests them at once on a page not shown, and after a second when no paint comes', () => {
    expect(runLoader('hidden').added).toEqual(ALL);
    const { added } = runLoader('visible');
    vi.advanceTimersByTime(999);
    expect(added).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added).toEqual(ALL);
  });
});

describe("the production server's pages", () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('are sent with the loader, hashed into their policy, to every client and every time', async () => {
    const page = `<html>${HEAD}${BODY}<p>${'Nuestra flota. '.repeat(100)}</p></html>`;
    const prepare = answerPipeline();
    server = createServer((req, res) => {
      if (prepare(req, res)) return;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('etag', '"p"');
      res.end(page);
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const sent = scriptsAfterPaint(page);
    const loaderHash = `'sha256-${createHash('sha256').update(loaderOf(sent)!).digest('base64')}'`;
    for (const encoding of ['gzip', 'identity', 'gzip', 'identity', 'gzip, br']) {
      const response = await fetch(url, { headers: { 'accept-encoding': encoding } });
      expect(await response.text()).toBe(sent);
      expect(response.headers.get('content-security-policy')).toContain(loaderHash);
    }
  });
});
