import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import {
  DEFAULT_MERCHANTS,
  type Merchant,
  type Sandbox,
  startSandbox,
} from '../../src/sandbox/index.js';
import { createDemoApp } from './app.js';
import type { DemoArgs } from './args.js';
import { type Bundles, bundlePages } from './bundles.js';
import { createMerchant } from './merchant.js';
import { createOrderBook } from './orderBook.js';
import { createWebhookHold } from './webhookHold.js';
import { createWebhookReceiver } from './webhookReceiver.js';
import { createWebhookResend } from './webhookResend.js';

export interface RunningDemo {
  /** The shop's URL: the one line `npm run demo` prints. */
  url: string;
  serviceUrl: string;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';
const BUILT = ['dist/index.js', 'dist/nft-checkout.iife.js', 'dist/frames.js'];

function listen(server: Server, port: number): Promise<number> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, HOST, () => {
      server.off('error', fail);
      const address = server.address();
      done(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/**
 * Starts the sandbox service and the demo shop beside it. `pages` replaces the bundled page
 * scripts (the server's own tests, which need neither the build nor the pages).
 */
export async function startDemo(
  args: DemoArgs,
  root = process.cwd(),
  pages?: Bundles,
): Promise<RunningDemo> {
  const missing = pages ? [] : BUILT.filter((file) => !existsSync(resolve(root, file)));
  if (missing.length) {
    throw new Error(
      `Missing ${missing.join(', ')}: run \`npm run build\` first (npm run demo does).`,
    );
  }
  const bundles = pages ?? (await bundlePages(root));
  // The shop listens first: the sandbox is told its origin, to send the merchant's webhooks
  // there and to let the hosted page send buyers back to it.
  let handle: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
  const server = createServer((req, res) => {
    if (handle) void handle(req, res);
    else res.writeHead(503, { 'retry-after': '1' }).end('Starting');
  });
  const port = await listen(server, args.port);
  const origin = `http://${HOST}:${port}`;
  const webhookSecret = `whsec_${randomBytes(24).toString('base64')}`;
  const [documented, ...others] = DEFAULT_MERCHANTS;
  let sandbox: Sandbox;
  try {
    sandbox = await startSandbox({
      port: args.sandboxPort,
      host: HOST,
      quiet: true,
      ...(args.fast ? { delays: 'fast' as const } : {}),
      merchants: [
        {
          ...(documented as Merchant),
          webhooks: [{ url: `${origin}/webhooks`, secret: webhookSecret }],
          redirectOrigins: [origin],
        },
        ...others,
      ],
    });
  } catch (error) {
    server.close();
    throw error;
  }

  const book = createOrderBook();
  const merchant = createMerchant({
    serviceUrl: sandbox.url,
    // The documented sandbox merchant; only this server process ever holds its secret.
    credentials: sandbox.merchants[0]!,
    origin,
    book,
  });
  // The test switch exists only in the e2e mode: a shop never lets a page stop its webhooks.
  const hold = args.fast ? createWebhookHold() : undefined;
  handle = createDemoApp({
    root,
    merchant,
    bundles,
    origin,
    serviceOrigin: sandbox.origin,
    webhooks: createWebhookReceiver({
      secret: webhookSecret,
      book,
      onProcessed: merchant.onProcessed,
      hold,
    }),
    hold,
    resendGivenUp: hold
      ? createWebhookResend(sandbox.url, sandbox.merchants[0]!).resendGivenUp
      : undefined,
  });

  return {
    url: `${origin}/`,
    serviceUrl: sandbox.url,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await sandbox.close();
    },
  };
}
