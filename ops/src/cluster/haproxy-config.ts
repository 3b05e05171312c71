/** How the balancer checks each server: GET /readyz every second; two failures take it out, two passes back in. */
export const healthCheck = { path: '/readyz', intervalMs: 1_000, fall: 2, rise: 2 } as const;

/**
 * The longest a server may go on receiving new requests after its /readyz turns 503: the checks that see it
 * fail (fall × interval) plus one check's own time. A stopping server keeps serving at least this long
 * (SHUTDOWN_DRAIN_MS), so nothing is sent to it once it stops accepting.
 */
export const balancerNoticeMs = healthCheck.fall * healthCheck.intervalMs + healthCheck.intervalMs;

export interface BalancedServer {
  /** Letters, digits and dashes: its name in the balancer's statistics (`server-1`). */
  name: string;
  port: number;
}

export interface BalancerSettings {
  /** The loopback port the site is served on. */
  port: number;
  servers: BalancedServer[];
  /** The control socket the statistics are read from (a path in the cluster's own folder). */
  statsSocket: string;
}

const namePattern = /^[a-z0-9-]{1,32}$/;

/**
 * haproxy's configuration for the local cluster: round robin over the servers, /readyz checks, and a request
 * that meets a refused connection, a closed one or a 503 sent again to another server, so a server stopping
 * (or killed) costs no visitor a request that had not reached it yet.
 */
export function haproxyConfig({ port, servers, statsSocket }: BalancerSettings): string {
  if (servers.length === 0) throw new Error('The balancer needs at least one server.');
  for (const server of servers) {
    if (!namePattern.test(server.name)) throw new Error(`Bad server name for the balancer: ${server.name}`);
  }
  if (/\s/.test(statsSocket)) throw new Error(`The balancer's socket path must hold no spaces: ${statsSocket}`);
  const lines = [
    'global',
    '  maxconn 4096',
    `  stats socket ${statsSocket} mode 600 level user`,
    '  log stderr format raw daemon',
    '',
    'defaults',
    '  mode http',
    // Only the requests that went wrong, each with the state it ended in (who closed, at which step).
    '  log global',
    '  option httplog',
    '  option dontlog-normal',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 15s',
    '  timeout check 3s',
    // Every retry goes to another server (redispatch 1); a retried POST is safe here: the forms that create
    // records carry an idempotency key, and a 503 from a stopping server means it did nothing.
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response 503',
    // Loopback only: lets the drill and the benchmark speak for many visitors, each with its own X-Forwarded-For
    // (rate limits count per client). A public balancer must set the header itself, never keep the client's.
    '  option forwardfor if-none',
    '',
    'frontend site',
    `  bind 127.0.0.1:${port}`,
    '  default_backend servers',
    '',
    'backend servers',
    '  balance roundrobin',
    `  option httpchk GET ${healthCheck.path}`,
    '  http-check expect status 200',
    `  default-server check inter ${healthCheck.intervalMs}ms fall ${healthCheck.fall} rise ${healthCheck.rise}`,
    ...servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port}`),
    '',
  ];
  return lines.join('\n');
}

/** A server's state as the statistics name it: `UP`, `DOWN`, `UP 1/2` (failing), `DOWN 1/2` (recovering)… */
export type BalancerServerState = string;

/** Reads `show stat`'s CSV: each server of the `servers` backend and its state. */
export function serverStatesOf(csv: string): Record<string, BalancerServerState> {
  const [header, ...rows] = csv.trim().split('\n');
  const columns = (header ?? '').replace(/^#\s*/, '').split(',');
  const proxy = columns.indexOf('pxname');
  const server = columns.indexOf('svname');
  const status = columns.indexOf('status');
  if (proxy < 0 || server < 0 || status < 0) throw new Error('The balancer answered statistics without a header.');
  const states: Record<string, BalancerServerState> = {};
  for (const row of rows) {
    const fields = row.split(',');
    const name = fields[server] ?? '';
    if (fields[proxy] !== 'servers' || name === 'BACKEND' || name === 'FRONTEND') continue;
    states[name] = fields[status] ?? '';
  }
  return states;
}
