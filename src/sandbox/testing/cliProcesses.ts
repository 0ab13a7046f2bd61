// Test-only: the sandbox's command line run as a script would run it, for the CLI's tests: the
// process and the port it listens on, what it printed, and the process trees it leaves.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { afterEach } from 'vitest';

const started: ChildProcess[] = [];

/** Ends, after each test, every process tree a test started (a failed one leaves none behind). */
export function useProcessCleanup() {
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
}

/** Every process below `root`, from `ps` (Linux and macOS). */
export function descendants(root: number): number[] {
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
export function alive(pid: number): boolean {
  try {
    const stat = execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' });
    return stat.trim() !== '' && !stat.trim().startsWith('Z');
  } catch {
    return false;
  }
}

export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** Starts `command` (in `cwd`) and resolves with its port once it prints the sandbox's URL. */
export function startSandboxCommand(command: string, args: string[], cwd?: string) {
  const child = spawn(command, args, {
    cwd,
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

/** Runs the command line to its exit: its code and everything it printed. */
export function runToExit(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [...SANDBOX_SOURCE, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NFTC_SANDBOX_PORT: undefined, ...env },
    });
    started.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/**
 * Node's arguments that run the sandbox's command line from source, as `npm run sandbox` does:
 * the tests run before the build. The built bin is tested on the packed package
 * (scripts/package/packed.check.ts).
 */
export const SANDBOX_SOURCE = ['--import', 'tsx', 'src/sandbox/cli.ts'];

/** A sandbox on a free port, quiet, with fast lifecycle delays. */
export const sandboxArgs = ['--port', '0', '--quiet', '--fast'];
