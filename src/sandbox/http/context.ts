import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Settings } from '../options.js';
import type { SandboxClock } from '../runtime/clock.js';
import type { LifecycleRunner } from '../runtime/lifecycleRunner.js';
import type { Merchant } from '../store/records.js';
import type { SandboxStore } from '../store/store.js';
import type { BuyerCheckServices } from '../verification/index.js';
import type { WebhookNotifier } from '../webhooks/notifier.js';
import type { AuthThrottle } from './authThrottle.js';

/** What every handler can reach, built once per server. */
export interface Services {
  store: SandboxStore;
  clock: SandboxClock;
  runner: LifecycleRunner;
  settings: Settings;
  /** Merchants by clientId. */
  merchants: ReadonlyMap<string, Merchant>;
  /** Wrong merchant credentials per clientId (429 past a few). */
  authThrottle: AuthThrottle;
  /** The frames' script (built or bundled once). */
  frameScript(): Promise<string>;
  /** The sandbox's test wallet: its service worker's and its sheet's script. */
  testWalletScript(): Promise<string>;
  /** Open event streams, ended when the server closes. */
  streams: Set<ServerResponse>;
  /** Phone codes, tax ids and the checkout rate limits: in memory, never in the store. */
  buyerChecks: BuyerCheckServices;
  /** The webhook outbox and its deliveries (GET /v1/webhooks/deliveries, resend). */
  webhooks: WebhookNotifier;
  /** The sandbox log (a no-op with `quiet`): where phone codes show, as no SMS is sent. */
  log(line: string): void;
}

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  /** Path without the query, still percent-encoded. */
  path: string;
  query: URLSearchParams;
  /** Decoded `:params` of the route. */
  params: Record<string, string>;
  requestId: string;
  services: Services;
  /** This server's origin as the client reached it, for URLs in responses. */
  origin: string;
  /** The JSON body (read once, size-limited); undefined when empty. */
  body(): Promise<unknown>;
}
