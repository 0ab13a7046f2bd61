// Child process: one server (the sandbox, or a bare node:http ceiling) and nothing else, so the
// load generator in the parent never shares its event loop. Started by serverChild.ts.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSandbox } from '../../src/sandbox/index.js';
import type { ChildMessage, MemoryUsage, ParentMessage, ServerKind } from './protocol.js';
import { SAMPLE_ORDER_JSON } from './sampleOrder.js';

const send = (message: ChildMessage) => process.send?.(message);

function memory(): MemoryUsage {
  const gc = (globalThis as { gc?: () => void }).gc;
  // Twice: the first pass can leave objects that only a second one frees (weak maps, finalizers).
  gc?.();
  gc?.();
  const usage = process.memoryUsage();
  return {
    rss: usage.rss,
    heapUsed: usage.heapUsed,
    heapTotal: usage.heapTotal,
    external: usage.external,
    gcForced: gc !== undefined,
  };
}

/** The ceiling: a fixed order-sized JSON body, and a stream that sends one fixed event. */
async function startBare(): Promise<{ origin: string; close(): Promise<void> }> {
  const body = Buffer.from(SAMPLE_ORDER_JSON);
  const streams = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/events')) {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      res.write(`id: 1\nevent: order\ndata: ${SAMPLE_ORDER_JSON}\n\n`);
      streams.add(res);
      res.on('close', () => streams.delete(res));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of streams) res.end();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function main() {
  const kind = process.argv[2] as ServerKind;
  const delays = process.argv[3] === 'fast' ? 'fast' : 'default';
  // The load test opens more than the default 10,000 orders in a few seconds, all still open
  // (unpaid): past that cap the sandbox answers 429, which would be measured instead.
  const limits = { maxOrders: 100_000 };
  const server =
    kind === 'sandbox' ? await startSandbox({ quiet: true, delays, limits }) : await startBare();
  const origin = server.origin;
  send({ type: 'ready', origin, url: `${origin}/v1` });
  process.on('message', async (message: ParentMessage) => {
    if (message.type === 'memory') send({ type: 'memory', usage: memory() });
    if (message.type === 'stop') {
      await server.close();
      process.disconnect();
    }
  });
}

void main();
