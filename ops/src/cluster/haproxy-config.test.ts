import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { balancerNoticeMs, haproxyConfig, healthCheck, serverStatesOf } from './haproxy-config';
import { haproxyPath } from './load-balancer';

const settings = {
  port: 41_001,
  servers: [
    { name: 'server-1', port: 41_002 },
    { name: 'server-2', port: 41_003 },
  ],
  statsSocket: '/tmp/sakina-cluster-test/haproxy.sock',
};

describe('the local cluster balancer configuration', () => {
  it('is accepted by haproxy itself', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-haproxy-config-'));
    try {
      const file = path.join(folder, 'haproxy.cfg');
      fs.writeFileSync(file, haproxyConfig({ ...settings, statsSocket: path.join(folder, 'haproxy.sock') }));
      // -c: check the configuration and exit, binding nothing.
      expect(() => execFileSync(haproxyPath, ['-c', '-q', '-f', file], { stdio: 'pipe' })).not.toThrow();
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('listens on loopback only and sends to every server, checking /readyz', () => {
    const config = haproxyConfig(settings);
    expect(config).toContain('bind 127.0.0.1:41001\n');
    expect(config).toContain('server server-1 127.0.0.1:41002\n');
    expect(config).toContain('server server-2 127.0.0.1:41003\n');
    expect(config).toContain('option httpchk GET /readyz\n');
    expect(config).toContain('default-server check inter 1000ms fall 2 rise 2\n');
    expect(config).toContain('retry-on conn-failure empty-response 503\n');
  });

  it('lets a stopping server drain for longer than the balancer takes to count it out', () => {
    expect(balancerNoticeMs).toBeGreaterThan(healthCheck.intervalMs * healthCheck.fall);
  });

  it('refuses a server name or socket path that would change the configuration', () => {
    expect(() => haproxyConfig({ ...settings, servers: [{ name: 'a\n  bind 0.0.0.0:80', port: 1 }] })).toThrow(
      'Bad server name',
    );
    expect(() => haproxyConfig({ ...settings, statsSocket: '/tmp/a b' })).toThrow('no spaces');
    expect(() => haproxyConfig({ ...settings, servers: [] })).toThrow('at least one server');
  });
});

describe("the balancer's statistics", () => {
  it("gives each server's state, leaving out the frontend, the backend's total and other proxies", () => {
    const csv = [
      '# pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,eresp,wretr,wredis,status,weight',
      'site,FRONTEND,,,0,1,4096,3,0,0,0,0,0,,,,,OPEN,',
      'servers,server-1,0,0,0,1,,2,0,0,,0,,0,0,0,0,UP,1',
      'servers,server-2,0,0,0,1,,1,0,0,,0,,0,0,0,0,DOWN 1/2,1',
      'servers,BACKEND,0,0,0,1,410,3,0,0,0,0,,0,0,0,0,UP,2',
      '',
    ].join('\n');
    expect(serverStatesOf(csv)).toEqual({ 'server-1': 'UP', 'server-2': 'DOWN 1/2' });
  });

  it('refuses an answer that is not the statistics', () => {
    expect(() => serverStatesOf('Unknown command\n')).toThrow('without a header');
  });
});
