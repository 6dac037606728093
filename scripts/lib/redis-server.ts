import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

/** A throw-away Redis (redis-server from Debian's package) on `port`: no files, loopback only (tests and the scale-out e2e stack). */
export function throwAwayRedis(port: number) {
  let server: ChildProcess | undefined;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      server = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      for (let i = 0; i < 50; i++) {
        const up = await new Promise<boolean>((resolve) => {
          const socket = connect(port, '127.0.0.1', () => {
            socket.end();
            resolve(true);
          }).on('error', () => resolve(false));
        });
        if (up) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('redis-server did not start (apt-get install -y redis-server)');
    },
    async stop() {
      const s = server;
      server = undefined;
      if (!s || s.exitCode !== null) return;
      await new Promise((r) => {
        s.once('exit', r);
        s.kill('SIGKILL');
      });
    },
  };
}
