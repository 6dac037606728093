import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { stackInfo } from './stack-info.ts';

/**
 * Runs `body` while no other test, in any worker, holds the lock `name`. The desktop and phone
 * projects run the same tests at once: tests that change one setting the whole stack shares
 * (a brand's length discounts or blackout periods) take turns, or one would overwrite or put
 * back the other's setting mid-test. The lock is a folder (mkdir is atomic) in the stack's own
 * data folder, so a lock left by a killed run dies with its stack.
 */
export async function exclusively<T>(name: string, body: () => Promise<T>): Promise<T> {
  const lock = join(dirname((await stackInfo()).workerClockFile), `lock-${name}`);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await sleep(200);
    }
  }
  try {
    return await body();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
