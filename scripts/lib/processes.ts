import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

// Child processes of the stack and the tools: their output line by line, and a command run to its end.

/** Every line a child process prints, to `log` (the stack prefixes them by process). */
export function pipe(child: ChildProcess, log: (l: string) => void) {
  for (const stream of [child.stdout, child.stderr])
    if (stream) createInterface({ input: stream }).on('line', log);
}

/** Runs a command to its end; rejects when it exits other than 0. */
export function run(
  command: string,
  args: string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv; log: (l: string) => void },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: opts.cwd,
      env: opts.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipe(child, opts.log);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with code ${code}`)),
    );
  });
}
