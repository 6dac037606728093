import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { stackInfo } from './stack-info.ts';

/**
 * Runs `body` while no other test, in any worker, holds the lock `name`. The desktop and phone
 * projects run the same tests at once: tests that change one setting the whole stack shares
 * (a brand's length discounts or blackout periods) take turns, or one would overwrite or put
 * back the other's setting mid-test. The lock is a folder (mkdir is atomic) in the stack's own
 * data folder, so a lock left by a killed run dies with its stack. It names the worker process
 * that holds it: a test that timed out is abandoned with its `finally` unrun and its worker
 * ended, and the lock it left is taken over instead of waited for until every later test times out.
 */
export async function exclusively<T>(name: string, body: () => Promise<T>): Promise<T> {
  const lock = join(dirname((await stackInfo()).workerClockFile), `lock-${name}`);
  const owner = join(lock, 'owner');
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(owner, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await heldByEndedProcess(owner)) await rm(lock, { recursive: true, force: true });
      else await sleep(200);
    }
  }
  try {
    return await body();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Whether the lock's owner file names a process that no longer runs (no file yet: it is being taken). */
async function heldByEndedProcess(owner: string): Promise<boolean> {
  const pid = Number(await readFile(owner, 'utf8').catch(() => ''));
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
