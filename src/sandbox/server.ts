import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Delivery } from '../api/webhookDeliveries.js';
import { createApp } from './app.js';
import { ROUTES } from './endpointHandlers.js';
import { createAuthThrottle } from './http/authThrottle.js';
import type { Services } from './http/context.js';
import type { Route } from './http/router.js';
import { DEFAULT_MERCHANTS, resolveSettings, type SandboxOptions } from './options.js';
import { createScript, TEST_WALLET_SCRIPT } from './runtime/browserScript.js';
import { createClock, type SandboxClock } from './runtime/clock.js';
import { createLifecycleRunner } from './runtime/lifecycleRunner.js';
import { createMemoryStore } from './store/memoryStore.js';
import type { Merchant } from './store/records.js';
import type { SandboxStore } from './store/store.js';
import { createBuyerCheckServices } from './verification/index.js';
import { resolveMerchants, type WebhookEndpoint } from './webhooks/config.js';
import { createWebhookNotifier } from './webhooks/notifier.js';

export interface Sandbox {
  /** Base URL of the interface, ending in /v1 (e.g. http://127.0.0.1:4010/v1). */
  url: string;
  /** http://host:port */
  origin: string;
  port: number;
  /** The merchants it accepts. */
  merchants: readonly Merchant[];
  store: SandboxStore;
  clock: SandboxClock;
  /** How many order event streams are open now. */
  openStreams(): number;
  /** The merchants' webhook endpoints and their deliveries. */
  webhooks: SandboxWebhooks;
  /**
   * Stops the server, ends open event streams, clears every timer and aborts webhook attempts in
   * flight.
   */
  close(): Promise<void>;
}

export interface SandboxWebhooks {
  /** Every merchant's endpoints, with the `whsec_` secret each is signed with. */
  endpoints(): WebhookEndpoint[];
  /** Deliveries with their attempts, newest first: one merchant's, or all. */
  deliveries(merchantId?: string): Delivery[];
  /** Resolves once no delivery is pending or in flight (for tests). */
  idle(): Promise<void>;
}

const SWEEP_INTERVAL_MS = 60_000;

/**
 * A wildcard listen address names no machine in a URL: this one is reached at loopback. Other
 * machines need `publicOrigin` (`--public-origin`).
 */
const WILDCARD_HOSTS: Record<string, string> = { '0.0.0.0': '127.0.0.1', '::': '::1' };

/** Starts the sandbox service; resolves once it listens. */
/**
 * What a test gives the sandbox beyond the merchant's options, as `mount`'s internals give the
 * widget: the routes of a test-only slice, served after the declared ones.
 */
export interface SandboxInternals {
  routes?: readonly Route[];
}

export async function startSandbox(
  options: SandboxOptions = {},
  internals: SandboxInternals = {},
): Promise<Sandbox> {
  const settings = resolveSettings(options);
  // Checked before anything starts: a bad webhook URL or origin throws CONFIGURATION here.
  const merchants = resolveMerchants(
    options.merchants?.length ? options.merchants : DEFAULT_MERCHANTS,
  );
  const store = options.store ?? createMemoryStore(options.limits);
  const clock = options.clock ?? createClock();
  const runner = createLifecycleRunner(store, clock);
  const rawLog = options.log ?? ((line: string) => console.log(line));
  const log = options.quiet ? undefined : rawLog;
  // The attempt log is asked for by name, so it prints even with `quiet`.
  const webhooks = createWebhookNotifier({
    store,
    runner,
    clock,
    merchants,
    settings: settings.webhooks,
    log: settings.webhooks.log ? rawLog : (line) => log?.(line),
  });
  const services: Services = {
    store,
    clock,
    runner,
    settings,
    merchants: new Map(merchants.map((m) => [m.clientId, m])),
    authThrottle: createAuthThrottle(new Set(merchants.map((m) => m.clientId))),
    frameScript: createScript(),
    testWalletScript: createScript(TEST_WALLET_SCRIPT),
    streams: new Set(),
    buyerChecks: createBuyerCheckServices(),
    webhooks,
    log: (line) => log?.(line),
  };
  const host = options.host ?? '127.0.0.1';
  let origin = '';
  const app = createApp([...ROUTES, ...(internals.routes ?? [])], services, {
    origin: () => settings.publicOrigin ?? origin,
    log,
  });
  const server = createServer({ requestTimeout: 30_000, headersTimeout: 20_000 }, (req, res) => {
    void app(req, res);
  });
  // A malformed request line or header never reaches the app: answer it and drop the socket.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
    else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => {
      // Nothing may outlive a sandbox that never started (its timers keep no process alive).
      webhooks.close();
      runner.close();
      reject(error);
    };
    server.once('error', failed);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const reachedAt = WILDCARD_HOSTS[host] ?? host;
  origin = `http://${reachedAt.includes(':') ? `[${reachedAt}]` : reachedAt}:${port}`;

  const sweeper = setInterval(() => store.sweep(clock.now()), SWEEP_INTERVAL_MS);
  sweeper.unref();

  let closing: Promise<void> | undefined;
  return {
    url: `${origin}/v1`,
    origin,
    port,
    merchants,
    store,
    clock,
    openStreams: () => services.streams.size,
    webhooks: {
      endpoints: () => webhooks.endpoints(),
      deliveries: (merchantId) => webhooks.deliveries(merchantId),
      idle: () => webhooks.idle(),
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        clearInterval(sweeper);
        webhooks.close();
        runner.close();
        for (const stream of services.streams) stream.end();
        services.streams.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
