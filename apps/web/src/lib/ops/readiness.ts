/**
 * Readiness (docs/operations.md): named checks with time limits; the response gives each one's
 * time and, on failure, a reason safe to show an operator.
 */
export interface CheckResult {
  ok: boolean;
  ms: number;
  error?: string;
}

export interface Readiness {
  ready: boolean;
  checks: Record<string, CheckResult>;
}

export type Check = () => Promise<unknown>;

const timeout = (ms: number) =>
  new Promise<never>((_, reject) => {
    setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref?.();
  });

/** A failure in a few words: the error's own name and message, first line only, capped. */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 160);

export async function checkReadiness(
  checks: Record<string, Check>,
  opts: { timeoutMs?: number; now?: () => number } = {},
): Promise<Readiness> {
  const now = opts.now ?? (() => performance.now());
  const limit = opts.timeoutMs ?? 3000;
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]): Promise<[string, CheckResult]> => {
      const started = now();
      try {
        await Promise.race([check(), timeout(limit)]);
        return [name, { ok: true, ms: Math.round(now() - started) }];
      } catch (error) {
        return [name, { ok: false, ms: Math.round(now() - started), error: reasonOf(error) }];
      }
    }),
  );
  const results = Object.fromEntries(entries);
  return { ready: entries.every(([, r]) => r.ok), checks: results };
}

/**
 * Readiness a public route can afford: `dependencies` are checked at most once per `keepMs`,
 * shared by concurrent callers; `own` costs nothing and is checked every call.
 */
export function sharedReadiness(
  own: Record<string, Check>,
  dependencies: () => Record<string, Check>,
  opts: { keepMs?: number; now?: () => number } = {},
): () => Promise<Readiness> {
  const now = opts.now ?? (() => performance.now());
  const keepMs = opts.keepMs ?? 1000;
  let kept: { at: number; readiness: Readiness } | undefined;
  let running: Promise<Readiness> | undefined;
  const dependenciesNow = () => {
    if (kept && now() - kept.at < keepMs) return Promise.resolve(kept.readiness);
    running ??= checkReadiness(dependencies())
      .then((readiness) => {
        kept = { at: now(), readiness };
        return readiness;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return async () => {
    const [mine, theirs] = await Promise.all([checkReadiness(own), dependenciesNow()]);
    return {
      ready: mine.ready && theirs.ready,
      checks: { ...mine.checks, ...theirs.checks },
    };
  };
}
