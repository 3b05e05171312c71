import net from 'node:net';
import { freePort } from './free-port';
import { startSupervisedProcess, waitUntil, type SupervisedProcess } from './supervised-process';

/** Debian's redis-server (package `redis-server`); `npm test` installs it for the cluster drill. */
export const redisServerPath = '/usr/bin/redis-server';

export interface RedisProcess {
  /** redis://127.0.0.1:<port>, for REDIS_URL. */
  url: string;
  process: SupervisedProcess;
}

/** One PING over a fresh connection: true when Redis answers PONG. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let answer = '';
    socket.setTimeout(1_000, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) socket.end();
    });
    socket.on('close', () => resolve(answer.startsWith('+PONG')));
    socket.on('error', () => resolve(false));
  });
}

/**
 * A Redis of its own on a free loopback port (never the machine's shared one on 6379), keeping nothing on disk:
 * its counters and cached pages are worth nothing once the cluster stops.
 */
export async function startRedis(folder: string): Promise<RedisProcess> {
  const port = await freePort();
  const redis = startSupervisedProcess('redis-server', redisServerPath, [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    folder,
    '--daemonize',
    'no',
  ]);
  await waitUntil(redis, `Redis answers on port ${port}`, () => pings(port), 20_000);
  return { url: `redis://127.0.0.1:${port}`, process: redis };
}
