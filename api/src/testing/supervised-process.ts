import { spawn, type ChildProcess } from 'node:child_process';

/** A program the local cluster started (PostgreSQL aside, which pg_ctl runs): stopped with it, or when we exit. */
export interface SupervisedProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  readonly exited: Promise<number | string>;
  /** Whether it is still running. */
  running(): boolean;
  /** Its last lines of output (stdout and stderr), for the error message when it fails to start. */
  recentOutput(): string;
  /** Sends `signal` (SIGTERM by default) and resolves once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export interface SupervisedProcessOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Every whole line it writes, stdout and stderr alike. */
  onLine?: (line: string) => void;
}

const recentOutputLimit = 8_000;
const running = new Set<SupervisedProcess>();
let exitHookInstalled = false;

/** Whatever is still running when this process exits (a failed test, Ctrl-C) is killed rather than left behind. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const supervised of running) supervised.child.kill('SIGKILL');
  });
}

export function startSupervisedProcess(
  name: string,
  command: string,
  args: string[],
  { cwd, env, onLine }: SupervisedProcessOptions = {},
): SupervisedProcess {
  installExitHook();
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const follow = (stream: NodeJS.ReadableStream) => {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      output = (output + chunk).slice(-recentOutputLimit);
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line) onLine?.(line);
    });
  };
  follow(child.stdout!);
  follow(child.stderr!);
  const exited = new Promise<number | string>((resolve) => {
    // A program that cannot be started at all (not installed) ends here too, with the error as its code.
    child.once('error', (error) => resolve(`${error.message}`));
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const supervised: SupervisedProcess = {
    name,
    child,
    exited,
    running: () => child.exitCode === null && child.signalCode === null && running.has(supervised),
    recentOutput: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (supervised.running()) child.kill(signal);
      return exited;
    },
  };
  running.add(supervised);
  void exited.then(() => running.delete(supervised));
  return supervised;
}

/** Polls `check` until it answers true; fails when the process exits first or after `timeoutMs`. */
export async function waitUntil(
  supervised: SupervisedProcess | null,
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (supervised && !supervised.running()) {
      throw new Error(
        `${supervised.name} exited (${await supervised.exited}) before ${what}:\n${supervised.recentOutput()}`,
      );
    }
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `${what}: not after ${timeoutMs / 1000} s${supervised ? `\n${supervised.name}: ${supervised.recentOutput()}` : ''}`,
  );
}
