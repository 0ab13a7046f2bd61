// Test-only: a documented way to start the sandbox from a script (`… & kill $!`) stops, port and
// all, on one signal to the process the script started.
import { expect } from 'vitest';
import { alive, descendants, portOpen, startSandboxCommand } from './cliProcesses.js';

/** Starts `command`, sends `signal` once it listens, and expects its whole tree gone and its port free. */
export async function stopsOnOneSignal(
  command: string,
  args: string[],
  signal: NodeJS.Signals,
  cwd?: string,
): Promise<string> {
  const run = startSandboxCommand(command, args, cwd);
  const port = await run.port;
  const pid = run.child.pid as number;
  const tree = [pid, ...descendants(pid)];
  expect(await portOpen(port)).toBe(true);
  process.kill(pid, signal);
  const until = Date.now() + 5_000;
  while (Date.now() < until && (tree.some(alive) || (await portOpen(port)))) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(tree.filter(alive), `still running after ${signal}:\n${run.output()}`).toEqual([]);
  expect(await portOpen(port)).toBe(false);
  return run.output();
}
