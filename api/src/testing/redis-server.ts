import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export interface RedisServerHandle {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export const redisServerBinary = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * A Redis server of its own for a test or the local cluster (never the machine's shared one): loopback only, on a
 * free port, keeping nothing on disk, stopped with the handle or when this process exits.
 */
export async function startRedisServer({ port }: { port?: number } = {}): Promise<RedisServerHandle> {
  const chosenPort = port ?? (await freePort());
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-redis-'));
  const child: ChildProcess = spawn(
    redisServerBinary,
    ['--port', String(chosenPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', directory],
    { stdio: 'ignore' },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(chosenPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server (${redisServerBinary}) did not start on port ${chosenPort}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${chosenPort}`,
    port: chosenPort,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
