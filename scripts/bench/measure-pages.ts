/** Lighthouse on every measured page (the booking page with a draft), median of `runs`. */
import { BENCH_BRAND } from './stack.ts';
import { MEASURED_PAGES, type MeasuredPage } from './budgets.ts';
import { bookableCar, draftStorage, type CmsAccess } from './booking.ts';
import { lighthouseMedian, withChromium, type LighthouseFigures } from './lighthouse.ts';

export async function measurePages(
  baseUrl: string,
  cms: CmsAccess,
  runs: number,
  log: (line: string) => void,
): Promise<{ page: MeasuredPage; figures: LighthouseFigures }[]> {
  const draft = draftStorage(BENCH_BRAND, await bookableCar(cms, BENCH_BRAND));
  return withChromium(async (browser) => {
    const results: { page: MeasuredPage; figures: LighthouseFigures }[] = [];
    for (const page of MEASURED_PAGES) {
      const url = `${baseUrl}${page.path}`;
      // The server's first answer for a page loads its code: not what a visitor waits for.
      await fetch(url).then((r) => r.text());
      const figures = await lighthouseMedian(browser, url, runs, page.draft ? draft : undefined);
      log(`${page.path}: ${JSON.stringify(figures)}`);
      results.push({ page, figures });
    }
    return results;
  });
}
