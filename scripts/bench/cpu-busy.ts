import { cpus } from 'node:os';

function cpuTimes() {
  let idle = 0;
  let all = 0;
  for (const { times } of cpus()) {
    idle += times.idle;
    all += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, all };
}

/**
 * The share of the machine's CPU time (all cores) that was busy over the next `ms`: what the
 * machine is doing now, where the load average still counts the last minute's work.
 */
export async function cpuBusyOver(ms: number): Promise<number> {
  const before = cpuTimes();
  await new Promise((r) => setTimeout(r, ms));
  const after = cpuTimes();
  const all = after.all - before.all;
  return all > 0 ? 1 - (after.idle - before.idle) / all : 0;
}
