import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import { isAssetRequest, keepAssetPolicy } from './asset-answer.ts';
import { acceptedCodings } from './content-coding.ts';
import { holdHtml } from './hold-html.ts';
import { addScriptPolicy, statusFromErrorScreen } from './html-answer.ts';
import { keepStoredPolicyOnNotModified } from './not-modified.ts';
import { gzipPage, pageAnswers, plainPage } from './page-answers.ts';
import { replayedPages, replayKey } from './replayed-pages.ts';
import { scriptsAfterPaint } from './scripts-after-paint.ts';
import { holdSmallAnswer } from './small-answers.ts';
import { staticCopies } from './static-copies.ts';
import type { TagTimes } from './tag-times.ts';

/**
 * What the production server (server.ts) does to every answer around Next.js' handler, in one
 * place so that its tests run the same wiring. A plain page load sent within the last second is
 * replayed (replayed-pages.ts); otherwise a page's script tags give way to a loader that
 * requests them after the first paint (scripts-after-paint.ts), and the body's script policy
 * and compressed copies are made the first time it is sent, then found by its ETag
 * (page-answers.ts); a build's static file goes out as its Brotli or gzip copy
 * (static-copies.ts, with `distDir`), and every other answer is compressed as it streams, as
 * Next.js would have, once it is known to be over a kilobyte (small-answers.ts). Returns true when the answer has been sent and Next.js must not be called.
 */
export function answerPipeline({
  pages = 256,
  replays = 128,
  now = Date.now,
  manifest,
  distDir,
}: {
  pages?: number;
  replays?: number;
  now?: () => number;
  manifest?: ReadonlyMap<string, TagTimes>;
  /** The build folder whose static files get compressed copies. */
  distDir?: string;
} = {}) {
  const answers = pageAnswers(pages);
  const recent = replayedPages({ size: replays, now, manifest });
  const statics = distDir === undefined ? undefined : staticCopies(distDir);
  const compress = compression();
  const prepare = (req: IncomingMessage, res: ServerResponse): boolean => {
    const accepted = acceptedCodings(req.headers);
    const replayAs = replayKey(req, accepted);
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
    // Outside the compression, so that it is told a small answer's length (small-answers.ts).
    holdSmallAnswer(req, res);
    if (isAssetRequest(req.url)) keepAssetPolicy(res);
    else if (statics?.substitute(req, res, accepted)) return false;
    else
      holdHtml(
        res,
        (held, answer) => {
          const html = scriptsAfterPaint(held);
          const rewritten = html !== held;
          const policy = addScriptPolicy(html, answer);
          statusFromErrorScreen(html, answer);
          const gzipped = gzipPage(answer, html, accepted.gzip);
          answers.remember(answer, { policy, gzip: gzipped, html, rewritten });
          return gzipped ?? (rewritten ? plainPage(answer, html) : undefined);
        },
        { known: answers.known(accepted) },
      );
    return false;
  };
  /** Settles once the static files' copies are made (at once without `distDir`). */
  const staticCopiesMade = statics?.made ?? Promise.resolve();
  return Object.assign(prepare, { staticCopiesMade });
}
