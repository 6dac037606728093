/** A loop that never overlaps itself: the next tick is planned once the last has finished. */
export interface Ticker {
  /** Runs a tick now (tests; a nudge), after any tick under way. */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

export function everyInterval(
  work: () => Promise<void>,
  intervalMs: number,
  log: (line: string) => void,
): Ticker {
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = () => {
    running = running.then(work).catch((error: unknown) => {
      log(`[outbox] tick failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    return running;
  };
  const plan = () => {
    if (stopped) return;
    timer = setTimeout(() => void run().then(plan), intervalMs);
  };
  plan();
  return {
    tick: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
