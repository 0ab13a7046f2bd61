import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { Bundles } from './bundles.js';
import { strictCsp } from './csp.js';
import type { JsonReply, Merchant } from './merchant.js';
import { PAGES, readStatic } from './static.js';

export interface DemoAppOptions {
  root: string;
  merchant: Merchant;
  bundles: Bundles;
  /** Origin of the demo server itself (NFT images). */
  origin: string;
  /** Origin of the sandbox service. */
  serviceOrigin: string;
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
    const deliver = /^\/api\/orders\/([^/]+)\/deliver$/.exec(path);
    if (req.method === 'POST' && deliver) {
      return sendJson(res, await merchant.deliver(decodeURIComponent(deliver[1]!)));
    }
    const order = /^\/api\/orders\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && order) {
      return sendJson(res, await merchant.getOrder(decodeURIComponent(order[1]!)));
    }
    return notFound(res);
  }

  async function page(res: ServerResponse, path: string) {
    const strict = path.startsWith('/strict/');
    const name = PAGES[strict ? path.slice('/strict'.length) : path];
    const file = name ? await readStatic(publicDir, name) : undefined;
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
