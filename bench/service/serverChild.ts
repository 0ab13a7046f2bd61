import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ChildMessage, MemoryUsage, ParentMessage, ServerKind } from './protocol.js';

const SCRIPT = fileURLToPath(new URL('./serverProcess.ts', import.meta.url));
const START_TIMEOUT_MS = 30_000;

export interface ServerChild {
  kind: ServerKind;
  /** http://127.0.0.1:port */
  origin: string;
  /** Base URL of the interface (the sandbox's, ending in /v1). */
  url: string;
  pid: number;
  /** The child's memory after forcing garbage collection twice. */
  memory(): Promise<MemoryUsage>;
  stop(): Promise<void>;
}

function next(child: ChildProcess, type: ChildMessage['type']): Promise<ChildMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`server child sent no ${type} message in ${START_TIMEOUT_MS} ms`));
    }, START_TIMEOUT_MS);
    const onMessage = (message: ChildMessage) => {
      if (message.type !== type) return;
      cleanup();
      resolve(message);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`server child exited (code ${code}) before its ${type} message`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/**
 * Starts a server in its own Node process (with --expose-gc, TypeScript through tsx), so that
 * the load generator and the server each get an event loop, as they would in production.
 */
export async function startServerChild(
  kind: ServerKind,
  delays: 'fast' | 'default' = 'default',
): Promise<ServerChild> {
  const child = fork(SCRIPT, [kind, delays], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await next(child, 'ready');
  if (ready.type !== 'ready') throw new Error('unexpected message');
  const post = (message: ParentMessage) => child.send(message);
  let stopping: Promise<void> | undefined;
  return {
    kind,
    origin: ready.origin,
    url: ready.url,
    pid: child.pid ?? -1,
    async memory() {
      const reply = next(child, 'memory');
      post({ type: 'memory' });
      const message = await reply;
      if (message.type !== 'memory') throw new Error('unexpected message');
      return message.usage;
    },
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        post({ type: 'stop' });
      });
      return stopping;
    },
  };
}
