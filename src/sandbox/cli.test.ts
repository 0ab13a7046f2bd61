// The documented ways to start the sandbox from a script stop, port and all, on one signal to
// the process the script started (`… & kill $!`).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

const started: ChildProcess[] = [];
afterEach(() => {
  // A failed test must not leave a sandbox behind: end whatever is left of each tree.
  for (const child of started.splice(0)) {
    for (const pid of [...descendants(child.pid as number), child.pid as number]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
});

/** Every process below `root`, from `ps` (Linux and macOS). */
function descendants(root: number): number[] {
  const rows = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    const parent = queue.shift() as number;
    for (const [pid, ppid] of rows) {
      if (ppid === parent && pid !== root && !found.includes(pid)) {
        found.push(pid);
        queue.push(pid);
      }
    }
  }
  return found;
}

/** Alive and not a zombie waiting to be reaped. */
function alive(pid: number): boolean {
  try {
    const stat = execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' });
    return stat.trim() !== '' && !stat.trim().startsWith('Z');
  } catch {
    return false;
  }
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** Starts `command` and resolves with its port once it prints the sandbox's URL. */
function startSandboxCommand(command: string, args: string[]) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NFTC_SANDBOX_PORT: undefined },
  });
  started.push(child);
  let output = '';
  const port = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL within 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)\/v1/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`exited (${code}) before listening:\n${output}`)));
  });
  return { child, port, output: () => output };
}

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

const sandboxArgs = ['--port', '0', '--quiet', '--fast'];

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
