import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { Readable } from 'node:stream';
import type { APIRequestContext } from '@playwright/test';
import { WebDriverSession } from './client.js';
import { type ContextOptions, WebKitContext } from './context.js';
import { retry } from './polling.js';

const DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** A browser starts in under a second; well inside a test's 30 s, so its own error shows. */
const SESSION_START_MS = 15_000;

/** The last lines the driver (and the browsers it starts) wrote to stderr, for start errors. */
function lastLines(stream: Readable | null, keep = 20): () => string {
  const lines: string[] = [];
  stream?.setEncoding('utf8').on('data', (chunk: string) => {
    lines.push(...chunk.split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - keep));
  });
  return () => lines.join('\n') || '(nothing)';
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A display of its own for this worker's WebKit windows (WebKitGTK draws to X). `-noreset`: by
 * default Xvfb resets when its last client leaves, and a browser the next session starts during
 * that reset cannot open the display; the driver then waits for it for ever (1 start in ~100
 * under load, seen as a test timed out "while setting up context").
 */
function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '1', '-noreset', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return new Promise((resolve, reject) => {
    xvfb.once('error', () => reject(new Error('Xvfb is missing: apt-get install xvfb')));
    xvfb.stdout.once('data', (data) =>
      resolve({ display: `:${String(data).trim()}`, process: xvfb }),
    );
  });
}

/**
 * A Playwright Browser for WebKit: Debian's WebKitGTK driven by its WebKitWebDriver, one driver
 * (it takes one session at a time) and one display per worker; a context is a session.
 */
export class WebKitBrowser {
  readonly _connection = {};

  private constructor(
    private readonly base: string,
    private readonly processes: ChildProcess[],
    private readonly log: () => string,
    private readonly defaults: (options: ContextOptions) => Promise<ContextOptions>,
    private readonly newRequest: (baseURL?: string) => Promise<APIRequestContext>,
  ) {}

  static async launch(
    defaults: (options: ContextOptions) => Promise<ContextOptions>,
    newRequest: (baseURL?: string) => Promise<APIRequestContext>,
  ): Promise<WebKitBrowser> {
    const display = process.env.DISPLAY ? undefined : await startDisplay();
    const port = await freePort();
    const driver = spawn(DRIVER, [`--port=${port}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...(display ? { DISPLAY: display.display } : {}) },
    });
    driver.once('error', () => undefined);
    const log = lastLines(driver.stderr);
    const base = `http://127.0.0.1:${port}`;
    await retry('start WebKitWebDriver (apt-get install webkit2gtk-driver)', 15_000, async () =>
      (await fetch(`${base}/status`).catch(() => undefined))?.ok ? true : undefined,
    );
    const processes = [driver, ...(display ? [display.process] : [])];
    return new WebKitBrowser(base, processes, log, defaults, newRequest);
  }

  browserType() {
    return { name: () => 'webkit' };
  }

  version(): string {
    return 'WebKitGTK';
  }

  async newContext(given: ContextOptions = {}): Promise<WebKitContext> {
    const options = await this.defaults({ ...given });
    const driver = await WebDriverSession.create(
      this.base,
      {},
      {
        timeoutMs: SESSION_START_MS,
        log: this.log,
      },
    );
    return new WebKitContext(driver, options, await this.newRequest(options.baseURL));
  }

  async close(): Promise<void> {
    for (const child of this.processes) child.kill();
  }
}
