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

/** Runs the bin to its exit: its code and everything it printed. */
function runToExit(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['bin/nft-checkout-sandbox.js', ...args], {
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

describe('webhook and redirect flags', { timeout: 60_000 }, () => {
  it.each([
    [['--webhook-url', 'ftp://shop.example/hooks'], {}, '--webhook-url must use http or https'],
    [
      ['--webhook-url', 'https://user:pw@shop.example/hooks'],
      {},
      '--webhook-url must not hold a user name or password',
    ],
    [
      [],
      { NFTC_WEBHOOK_URLS: 'https://a.example/h, nope' },
      'NFTC_WEBHOOK_URLS is not a valid URL',
    ],
    [
      ['--webhook-url', 'https://a.example/h', '--webhook-url', 'https://A.example/h'],
      {},
      '--webhook-url lists a value twice',
    ],
    [['--redirect-origin', 'http://shop.example'], {}, '--redirect-origin must use https'],
    [
      [],
      { NFTC_REDIRECT_ORIGINS: 'https://shop.example/return' },
      'NFTC_REDIRECT_ORIGINS must be an origin alone',
    ],
  ])('%j %j exits 2 naming the flag and the fix', async (args, env, says) => {
    const { code, output } = await runToExit([...args, ...sandboxArgs], env);
    expect(code).toBe(2);
    expect(output).toContain(says);
    expect(output).toContain('Usage: nft-checkout-sandbox');
    expect(output).not.toContain('pw@');
  });

  it('refuses more than 10 webhook URLs', async () => {
    const urls = Array.from({ length: 11 }, (_, i) => `https://a.example/${i}`).join(',');
    const { code, output } = await runToExit(sandboxArgs, { NFTC_WEBHOOK_URLS: urls });
    expect(code).toBe(2);
    expect(output).toContain('Too many values for NFTC_WEBHOOK_URLS: at most 10 are allowed.');
  });

  it('prints each endpoint with its secret, and logs every attempt with --webhook-log', async () => {
    const { startReceiver } = await import('./webhooks/testing/receiver.js');
    const rx = await startReceiver();
    try {
      const run = startSandboxCommand(process.execPath, [
        'bin/nft-checkout-sandbox.js',
        ...sandboxArgs,
        '--webhook-log',
        '--webhook-url',
        rx.url,
        '--redirect-origin',
        'http://localhost:8080/',
      ]);
      const port = await run.port;
      const secret = /webhook for sandbox-merchant: \S+ {2}secret (whsec_\S+)/.exec(run.output());
      expect(secret?.[0]).toContain(rx.url);
      expect(run.output()).toContain('redirect origin for sandbox-merchant: http://localhost:8080');

      // A declined purchase, over HTTP like any client of the CLI's sandbox.
      const { createServiceClient } = await import('../api/serviceClient.js');
      const { createCheckoutClient } = await import('../api/checkoutClient.js');
      const { passBuyerChecks } = await import('./testing/buyerChecks.js');
      const { buyer } = await import('./testing/fixtures.js');
      const baseUrl = `http://127.0.0.1:${port}/v1`;
      const credentials = { clientId: 'sandbox-merchant', clientSecret: 'sandbox-secret' };
      const merchant = createServiceClient({ baseUrl, credentials });
      const { clientToken } = await merchant.createClientToken({
        nft: { name: 'Genesis #1', imageUrl: 'https://example.com/1.png', price: 10 },
      });
      const client = createCheckoutClient({ baseUrl, clientToken });
      const checks = await passBuyerChecks(baseUrl, clientToken, buyer());
      const card = await client.tokenizeCard({
        number: '4000000000000002',
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
      });
      await client.confirm(
        { buyer: buyer(), payment: { type: 'card', cardToken: card.cardToken }, ...checks },
        crypto.randomUUID(),
      );
      await rx.waitUntil(() => rx.requests.length >= 2);
      const events = rx.accepted(secret?.[1] as string);
      expect(events.map((e) => e.type)).toEqual(['order.processing', 'order.declined']);
      const until = Date.now() + 5_000;
      while (!run.output().includes('order.declined') && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const line = `webhook order.declined ${events[1]?.id} attempt 1 → ${rx.url} 200 `;
      expect(run.output()).toContain(line);
      expect(
        run
          .output()
          .split('\n')
          .filter((l) => l.startsWith('webhook ')),
      ).toHaveLength(2);
    } finally {
      await rx.close();
    }
  });
});

describe('--help', () => {
  it('lists the webhook and redirect flags', async () => {
    const { code, output } = await runToExit(['--help']);
    expect(code).toBe(0);
    for (const flag of ['--webhook-url <url>', '--redirect-origin <o>', '--webhook-log']) {
      expect(output).toContain(flag);
    }
    expect(output).toContain('NFTC_WEBHOOK_URLS');
    expect(output).toContain('NFTC_REDIRECT_ORIGINS');
  });
});
