import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { z } from 'zod/mini';
import type { Bundles } from './bundles.js';
import { strictCsp } from './csp.js';
import type { JsonReply } from './jsonReply.js';
import { type Merchant, ORDER_ID_PATTERN } from './merchant.js';
import { readRawBody } from './rawBody.js';
import { PAGES, readPage, readStatic } from './static.js';
import type { WebhookHold } from './webhookHold.js';
import type { WebhookReceiver } from './webhookReceiver.js';

export interface DemoAppOptions {
  root: string;
  merchant: Merchant;
  bundles: Bundles;
  /** Origin of the demo server itself (NFT images). */
  origin: string;
  /** Origin of the sandbox service. */
  serviceOrigin: string;
  /** POST /webhooks: the service's signed webhooks. */
  webhooks: WebhookReceiver;
  /** The e2e suite's switch that holds an order's webhooks (only with --fast). */
  hold?: WebhookHold | undefined;
  /** On release, the order's deliveries that gave up while it was held are sent again. */
  resendGivenUp?: ((orderId: string) => Promise<number>) | undefined;
}

const MAX_BODY = 16 * 1024;

const COMMON_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  extra = {},
) {
  res.writeHead(status, { ...COMMON_HEADERS, 'content-type': type, ...extra });
  res.end(body);
}

function sendJson(res: ServerResponse, reply: JsonReply) {
  send(res, reply.status, 'application/json; charset=utf-8', JSON.stringify(reply.body));
}

function notFound(res: ServerResponse) {
  sendJson(res, { status: 404, body: { code: 'NOT_FOUND', message: 'No such page.' } });
}

async function readJson(req: IncomingMessage): Promise<{ ok: true; value: unknown } | JsonReply> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) {
      return { status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: 'Body too large.' } };
    }
    chunks.push(chunk as Buffer);
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  } catch {
    return { status: 400, body: { code: 'VALIDATION', message: 'The body must be JSON.' } };
  }
}

/** A path segment decoded; a malformed escape becomes '', which no id pattern accepts. */
function pathSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}

const holdRequestSchema = z.object({ orderId: z.string().check(z.regex(ORDER_ID_PATTERN)) });

/** POST /webhooks: the raw body (bounded), verified and recorded before any 2xx. */
async function webhook(req: IncomingMessage, res: ServerResponse, receiver: WebhookReceiver) {
  const raw = await readRawBody(req);
  if (!raw.ok) {
    // Unread bytes may still be on their way: this connection is not reused.
    res.setHeader('connection', 'close');
    return sendJson(res, {
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', message: 'A webhook body is at most 256 KiB.' },
    });
  }
  sendJson(res, await receiver.receive(raw.body, req.headers));
}

/**
 * POST /api/test/webhooks/hold|release {orderId}: the e2e suite's switch. A release also has the
 * service resend what gave up meanwhile, so a hold longer than the retry schedule loses nothing.
 */
async function holdSwitch(
  req: IncomingMessage,
  res: ServerResponse,
  hold: WebhookHold,
  resendGivenUp: DemoAppOptions['resendGivenUp'],
  on: boolean,
) {
  const body = await readJson(req);
  if (!('ok' in body)) return sendJson(res, body);
  const parsed = z.safeParse(holdRequestSchema, body.value);
  if (!parsed.success) {
    const message = 'Send {"orderId": "<the order id>"}.';
    return sendJson(res, { status: 400, body: { code: 'VALIDATION', message } });
  }
  const { orderId } = parsed.data;
  if (on) {
    hold.hold(orderId);
    return sendJson(res, { status: 200, body: { orderId, held: true } });
  }
  hold.release(orderId);
  try {
    const resent = (await resendGivenUp?.(orderId)) ?? 0;
    sendJson(res, { status: 200, body: { orderId, held: false, resent } });
  } catch (error) {
    // The service client's messages never carry the credentials.
    console.error('demo server: webhook resend failed:', (error as Error).message);
    const message = 'Released, but the service did not resend the deliveries that gave up.';
    sendJson(res, { status: 502, body: { code: 'SERVER', message } });
  }
}

/** The demo's request handler: pages, their assets, the built widget, and the merchant API. */
export function createDemoApp(options: DemoAppOptions) {
  const publicDir = resolve(options.root, 'demo/public');
  const distDir = resolve(options.root, 'dist');
  const csp = strictCsp({ imageOrigin: options.origin, serviceOrigin: options.serviceOrigin });

  async function api(req: IncomingMessage, res: ServerResponse, path: string) {
    const { merchant } = options;
    if (req.method === 'POST' && path === '/api/checkout-sessions') {
      const body = await readJson(req);
      return sendJson(res, 'ok' in body ? await merchant.createSession(body.value) : body);
    }
    if (req.method === 'POST' && path === '/api/hosted-checkouts') {
      const body = await readJson(req);
      return sendJson(res, 'ok' in body ? await merchant.createHostedCheckout(body.value) : body);
    }
    const held = /^\/api\/test\/webhooks\/(hold|release)$/.exec(path);
    if (req.method === 'POST' && held && options.hold) {
      return holdSwitch(req, res, options.hold, options.resendGivenUp, held[1] === 'hold');
    }
    const webhooks = /^\/api\/orders\/([^/]+)\/webhooks$/.exec(path);
    if (req.method === 'GET' && webhooks) {
      return sendJson(res, merchant.webhooks(pathSegment(webhooks[1]!)));
    }
    const deliver = /^\/api\/orders\/([^/]+)\/deliver$/.exec(path);
    if (req.method === 'POST' && deliver) {
      return sendJson(res, await merchant.deliver(pathSegment(deliver[1]!)));
    }
    const order = /^\/api\/orders\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && order) {
      return sendJson(res, await merchant.getOrder(pathSegment(order[1]!)));
    }
    return notFound(res);
  }

  async function page(res: ServerResponse, path: string) {
    const strict = path.startsWith('/strict/');
    const name = PAGES[strict ? path.slice('/strict'.length) : path];
    const file = name ? await readPage(publicDir, name) : undefined;
    if (!file) return notFound(res);
    send(res, 200, file.type, file.body, strict ? { 'content-security-policy': csp } : {});
  }

  async function asset(res: ServerResponse, path: string) {
    const bundle = options.bundles.get(path);
    if (bundle !== undefined) return send(res, 200, 'text/javascript; charset=utf-8', bundle);
    const file = path.startsWith('/dist/')
      ? await readStatic(distDir, path.slice('/dist/'.length))
      : await readStatic(publicDir, path.slice(1));
    if (!file) return notFound(res);
    send(res, 200, file.type, file.body);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', options.origin).pathname;
    try {
      if (path === '/healthz') return send(res, 200, 'text/plain; charset=utf-8', 'ok');
      if (path === '/webhooks' && req.method === 'POST') {
        return await webhook(req, res, options.webhooks);
      }
      if (path.startsWith('/api/')) return await api(req, res, path);
      if (req.method !== 'GET' && req.method !== 'HEAD') return notFound(res);
      if (path === '/' || path.startsWith('/strict/') || path.endsWith('.html')) {
        return await page(res, path);
      }
      return await asset(res, path);
    } catch (error) {
      console.error('demo server error:', error);
      if (!res.headersSent) {
        sendJson(res, { status: 500, body: { code: 'SERVER', message: 'Demo server error.' } });
      } else res.end();
    }
  };
}
