// A busy machine, to prove the suite does not depend on an idle one:
//   node scripts/busy-machine.mjs [--burners N] [--minutes M] [-- command …]
// starts N processes (default: one per core) that keep a core at 100 % each, for at most M minutes (default 60).
// With a command, runs it beside them, stops them when it ends and exits with its code; without, burns until the
// time is up or Ctrl-C.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';

const separator = process.argv.indexOf('--');
const own = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
const { values } = parseArgs({
  args: own,
  options: { burners: { type: 'string' }, minutes: { type: 'string' } },
});
const burners = Number(values.burners ?? os.availableParallelism());
const minutes = Number(values.minutes ?? 60);
if (!Number.isInteger(burners) || burners < 1 || !(minutes > 0)) {
  console.error('Usage: node scripts/busy-machine.mjs [--burners N] [--minutes M] [-- command …]');
  process.exit(2);
}

const deadline = Date.now() + minutes * 60_000;
// Each burner spins until the deadline, checking the clock now and then: no timer, so nothing lets the core rest.
const burn = `const end = ${deadline}; let x = 0; while (Date.now() < end) { for (let i = 0; i < 1e6; i += 1) x += i; }`;
const children = Array.from({ length: burners }, () => spawn(process.execPath, ['-e', burn], { stdio: 'ignore' }));
const stopBurners = () => children.forEach((child) => child.kill('SIGKILL'));
process.on('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
console.log(`busy-machine: ${burners} burner(s) at 100 % until ${new Date(deadline).toISOString()}`);

if (command.length > 0) {
  const started = Date.now();
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`busy-machine: ${command.join(' ')} ended (${signal ?? `exit ${code}`}) after ${seconds} s`);
    process.exit(code ?? 1);
  });
} else {
  setTimeout(() => process.exit(0), deadline - Date.now());
}
