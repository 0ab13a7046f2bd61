// Test-only: a real webhook receiver on 127.0.0.1 that records every request it gets and answers
// as the test says (a status, a hang past the timeout, a dropped connection).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook } from '../../../api/verifyWebhook.js';
import type { WebhookEvent } from '../../../api/webhooks.js';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * How to answer one request: a status, or `hang` (never answer) or `drop` (close the socket);
 * a promise of one holds the request until it settles.
 */
export type Answer = number | 'hang' | 'drop';

export interface Receiver {
  /** http://127.0.0.1:<port>/hooks */
  url: string;
  /** Every request, in arrival order. */
  requests: ReceivedRequest[];
  /** How the next requests are answered: given each request and its 1-based number. */
  answer: (request: ReceivedRequest, n: number) => Answer | Promise<Answer>;
  /** The most requests it held at once. */
  maxConcurrent: number;
  /** The events of every request that got a 2xx, verified with `secret`, in arrival order. */
  accepted(secret: string | readonly string[]): WebhookEvent[];
  /** Polls until `check` holds (default 10 s). */
  waitUntil(check: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Starts a receiver; `port` to come back on the port of one that was closed (default: any). */
export async function startReceiver(
  answer: Receiver['answer'] = () => 200,
  port = 0,
): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const answered = new Map<ReceivedRequest, number>();
  let open = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    open++;
    receiver.maxConcurrent = Math.max(receiver.maxConcurrent, open);
    res.on('close', () => {
      open--;
    });
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      requests.push(request);
      const how = await receiver.answer(request, requests.length);
      if (how === 'hang') return;
      if (how === 'drop') {
        req.socket.destroy();
        return;
      }
      answered.set(request, how);
      res.writeHead(how, how >= 300 && how < 400 ? { location: 'http://127.0.0.1:9/' } : {});
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  const receiver: Receiver = {
    url: `http://127.0.0.1:${address.port}/hooks`,
    requests,
    answer,
    maxConcurrent: 0,
    accepted(secret) {
      return requests
        .filter((r) => {
          const status = answered.get(r);
          return status !== undefined && status >= 200 && status < 300;
        })
        .map((r) => verifyWebhook(r.body, r.headers, secret));
    },
    async waitUntil(check, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > until) throw new Error('receiver: condition not met in time');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
}
