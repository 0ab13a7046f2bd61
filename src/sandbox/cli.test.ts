// The documented ways to start the sandbox from a script stop, port and all, on one signal to
// the process the script started (`… & kill $!`).
import { describe, expect, it } from 'vitest';
import {
  alive,
  descendants,
  portOpen,
  sandboxArgs,
  startSandboxCommand,
  useProcessCleanup,
} from './testing/cliProcesses.js';

useProcessCleanup();

async function stopsOnOneSignal(command: string, args: string[], signal: NodeJS.Signals) {
  const run = startSandboxCommand(command, args);
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

describe('stopping the sandbox', { timeout: 60_000 }, () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('the bin stops on %s and frees its port', async (sig) => {
    const output = await stopsOnOneSignal(
      process.execPath,
      ['bin/nft-checkout-sandbox.js', ...sandboxArgs],
      sig,
    );
    expect(output).toContain('Stopping the sandbox.');
  });

  it('npx nft-checkout-sandbox & … kill $!: the whole tree stops and the port is free', async () => {
    await stopsOnOneSignal('npx', ['nft-checkout-sandbox', ...sandboxArgs], 'SIGTERM');
  });

  it('npm run sandbox & … kill $!: the whole tree stops and the port is free', async () => {
    await stopsOnOneSignal('npm', ['run', 'sandbox', '--', ...sandboxArgs], 'SIGTERM');
  });
});
