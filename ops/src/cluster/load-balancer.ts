import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { haproxyConfig, serverStatesOf, type BalancedServer, type BalancerServerState } from './haproxy-config';
import {
  startSupervisedProcess,
  waitUntil,
  type SupervisedProcess,
} from '@sakina/api/internals/testing/supervised-process';

/** Debian's haproxy (package `haproxy`), run in the foreground with a configuration of our own, never as a service. */
export const haproxyPath = '/usr/sbin/haproxy';

export interface LoadBalancer {
  /** http://127.0.0.1:<port>: the site as visitors reach it. */
  url: string;
  process: SupervisedProcess;
  /** Each server's state as the balancer sees it now. */
  serverStates(): Promise<Record<string, BalancerServerState>>;
  /** Resolves once the balancer holds `server` for `state` (`UP`: sending it requests; `DOWN`: none). */
  waitFor(server: string, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
}

/** One command on haproxy's control socket, its whole answer. */
function askBalancer(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let answer = '';
    socket.setTimeout(2_000, () => socket.destroy(new Error('The balancer did not answer on its socket.')));
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/**
 * haproxy on `port` in front of `servers`, its configuration and control socket in `folder`. Resolves once it
 * accepts connections; the servers' states follow its checks.
 */
export async function startLoadBalancer({
  port,
  servers,
  folder,
}: {
  port: number;
  servers: BalancedServer[];
  folder: string;
}): Promise<LoadBalancer> {
  const statsSocket = path.join(folder, 'haproxy.sock');
  const configPath = path.join(folder, 'haproxy.cfg');
  fs.writeFileSync(configPath, haproxyConfig({ port, servers, statsSocket }));
  // -db: stay in the foreground, so the process we hold is haproxy itself and stops with it.
  const haproxy = startSupervisedProcess('haproxy', haproxyPath, ['-f', configPath, '-db']);
  const serverStates = async () => serverStatesOf(await askBalancer(statsSocket, 'show stat'));
  await waitUntil(
    haproxy,
    `the balancer listens on port ${port}`,
    async () => Object.keys(await serverStates()).length === servers.length,
    20_000,
  );
  return {
    url: `http://127.0.0.1:${port}`,
    process: haproxy,
    serverStates,
    waitFor: (server, state, timeoutMs = 30_000) =>
      waitUntil(
        haproxy,
        `the balancer holds ${server} for ${state}`,
        async () => (await serverStates())[server] === state,
        timeoutMs,
      ),
  };
}
