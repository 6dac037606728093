import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import { isAssetRequest, keepAssetPolicy } from './asset-answer.ts';
import { holdHtml } from './hold-html.ts';
import { addScriptPolicy, statusFromErrorScreen } from './html-answer.ts';
import { keepStoredPolicyOnNotModified } from './not-modified.ts';
import { acceptsGzip, gzipPage, pageAnswers } from './page-answers.ts';
import { replayedPages, replayKey } from './replayed-pages.ts';
import type { TagTimes } from './tag-times.ts';

/**
 * What the production server (server.ts) does to every answer around Next.js' handler, in one
 * place so that its tests run the same wiring. A plain page load sent within the last second is
 * replayed (replayed-pages.ts); otherwise a page body's script policy and gzipped copy are made
 * the first time it is sent, then found by its ETag (page-answers.ts), and every other answer is
 * compressed as it streams, as Next.js would have. Returns true when the answer has been sent
 * and Next.js must not be called.
 */
export function answerPipeline({
  pages = 256,
  replays = 128,
  now = Date.now,
  manifest,
}: {
  pages?: number;
  replays?: number;
  now?: () => number;
  manifest?: ReadonlyMap<string, TagTimes>;
} = {}) {
  const answers = pageAnswers(pages);
  const recent = replayedPages({ size: replays, now, manifest });
  const compress = compression();
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const gzip = acceptsGzip(req.headers);
    const replayAs = replayKey(req, gzip);
    if (replayAs && recent.replay(replayAs, res)) return true;
    // First, so that it records the bytes the wrappers below send.
    if (replayAs) recent.record(replayAs, res);
    keepStoredPolicyOnNotModified(res);
    // Synchronous: it wraps the answer's methods and calls on at once.
    compress(
      req as Parameters<typeof compress>[0],
      res as Parameters<typeof compress>[1],
      () => {},
    );
    if (isAssetRequest(req.url)) keepAssetPolicy(res);
    else
      holdHtml(
        res,
        (html, answer) => {
          const policy = addScriptPolicy(html, answer);
          statusFromErrorScreen(html, answer);
          const gzipped = gzipPage(answer, html, gzip);
          answers.remember(answer, { policy, gzip: gzipped });
          return gzipped ?? undefined;
        },
        { known: answers.known(gzip) },
      );
    return false;
  };
}
