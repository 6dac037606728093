/**
 * Lighthouse with its mobile defaults (simulated slow 4G, 4× CPU slowdown, a phone's screen)
 * in Debian's Chromium, one fresh tab per run. A page may get localStorage entries before its
 * own scripts run (the booking's draft), set again after Lighthouse's storage reset.
 */
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { median } from './stats.ts';

export interface LighthouseFigures {
  /** 0–100. */
  score: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** JavaScript transferred during the load (compressed bytes on the wire). */
  jsBytes: number;
}

export async function withChromium<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

/** Runs in the page before its own scripts, on every document of the run (about:blank has no storage). */
function seedStorage(entries: Record<string, string>) {
  try {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  } catch {
    /* an opaque origin */
  }
}

async function lighthouseOnce(
  browser: Browser,
  url: string,
  localStorage?: Record<string, string>,
): Promise<LighthouseFigures> {
  const page = await browser.newPage();
  try {
    if (localStorage) await page.evaluateOnNewDocument(seedStorage, localStorage);
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance'] },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse has no ${id} for ${url}`);
      return value;
    };
    const resources =
      (
        lhr.audits['resource-summary']?.details as
          { items?: { resourceType: string; transferSize: number }[] } | undefined
      )?.items ?? [];
    const scripts = resources.find((r) => r.resourceType === 'script');
    if (!scripts) throw new Error(`Lighthouse has no script summary for ${url}`);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      jsBytes: scripts.transferSize,
    };
  } finally {
    await page.close();
  }
}

/** The median of each figure on its own, over repeated runs of one page. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  if (runs.length === 0) throw new Error('no Lighthouse runs');
  const keys = Object.keys(runs[0]) as (keyof LighthouseFigures)[];
  return Object.fromEntries(
    keys.map((k) => [k, median(runs.map((r) => r[k]))]),
  ) as unknown as LighthouseFigures;
}

/** One fresh run after another, in the same browser. */
async function lighthouseRuns(
  browser: Browser,
  url: string,
  runs: number,
  localStorage?: Record<string, string>,
): Promise<LighthouseFigures[]> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseOnce(browser, url, localStorage));
  return results;
}

export async function lighthouseMedian(
  browser: Browser,
  url: string,
  runs: number,
  localStorage?: Record<string, string>,
): Promise<LighthouseFigures> {
  return medianFigures(await lighthouseRuns(browser, url, runs, localStorage));
}
