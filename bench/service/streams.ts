// 1,000 concurrent order-status streams: time to the first event, the server's memory per open
// stream, and how fast a status change reaches every open stream; beside a bare node:http server
// that answers each stream with one fixed event (the ceiling).
import type { OrderState } from '../../src/api/checkout.js';
import { createOrder, inPool, payOrder } from '../orders.js';
import { round, summarize } from '../stats.js';
import type { MemoryUsage } from './protocol.js';
import { type ServerChild, startServerChild } from './serverChild.js';
import { type OpenStream, openStream } from './sseClient.js';

export interface StreamSettings {
  streams: number;
  /** Streams being opened at once (each until its first event). */
  openConcurrency: number;
  /** Orders created or paid at once before and during the test. */
  requestConcurrency: number;
}

export const DEFAULT_STREAMS: StreamSettings = {
  streams: 1000,
  openConcurrency: 20,
  requestConcurrency: 20,
};

export interface StreamOpenFigure {
  server: string;
  streams: number;
  /** Streams opened per second, each one until its first event. */
  opensPerSecond: number;
  firstEventP50: number;
  firstEventP99: number;
  /** Server heap + external and RSS growth per open stream, bytes (after forced GC). */
  heapPerStream: number;
  rssPerStream: number;
  rssWithStreams: number;
}

export interface StreamsResult {
  settings: StreamSettings;
  ceiling: StreamOpenFigure;
  sandbox: StreamOpenFigure & {
    /** opensPerSecond / the ceiling's. */
    ratioToCeiling: number;
    /** Status change (transition `at`) to the event parsed by the client, ms. */
    deliveryP50: number;
    deliveryP99: number;
    deliveries: number;
    /** Streams the service closed after the order became Complete. */
    endedByServer: number;
  };
}

async function openAll(
  count: number,
  concurrency: number,
  open: (index: number) => Promise<OpenStream>,
): Promise<{ streams: OpenStream[]; seconds: number }> {
  const streams: OpenStream[] = [];
  const started = performance.now();
  await inPool(count, concurrency, async (index) => {
    streams[index] = await open(index);
  });
  return { streams, seconds: (performance.now() - started) / 1000 };
}

function openFigure(
  server: string,
  streams: OpenStream[],
  seconds: number,
  before: MemoryUsage,
  after: MemoryUsage,
): StreamOpenFigure {
  const first = summarize(streams.map((s) => s.firstEventMs));
  const heap = (m: MemoryUsage) => m.heapUsed + m.external;
  return {
    server,
    streams: streams.length,
    opensPerSecond: round(streams.length / seconds, 0),
    firstEventP50: round(first.median, 2),
    firstEventP99: round(first.p99, 2),
    heapPerStream: Math.round((heap(after) - heap(before)) / streams.length),
    rssPerStream: Math.round((after.rss - before.rss) / streams.length),
    rssWithStreams: after.rss,
  };
}

async function measureCeiling(settings: StreamSettings): Promise<StreamOpenFigure> {
  const bare = await startServerChild('bare');
  try {
    const before = await bare.memory();
    const { streams, seconds } = await openAll(settings.streams, settings.openConcurrency, () =>
      openStream(`${bare.origin}/events`),
    );
    const after = await bare.memory();
    for (const stream of streams) stream.close();
    return openFigure('bare node:http, one fixed event', streams, seconds, before, after);
  } finally {
    await bare.stop();
  }
}

async function measureSandbox(sandbox: ServerChild, settings: StreamSettings) {
  const orders = new Array<{ clientToken: string }>(settings.streams);
  await inPool(settings.streams, settings.requestConcurrency, async (index) => {
    orders[index] = await createOrder(sandbox.url);
  });
  const before = await sandbox.memory();
  const { streams, seconds } = await openAll(settings.streams, settings.openConcurrency, (index) =>
    openStream(`${sandbox.url}/checkout/order/events`, {
      authorization: `Bearer ${orders[index]?.clientToken}`,
    }),
  );
  const after = await sandbox.memory();

  // Every stream hears its order move on: Processing at once, then Processed and Complete. A
  // message carries the whole history, so a late reader still dates each change it first sees.
  const delivery: number[] = [];
  for (const stream of streams) {
    const seen = new Set<number>();
    stream.onMessage((data, receivedAt) => {
      for (const t of (data as OrderState).transitions) {
        if (seen.has(t.sequence)) continue;
        seen.add(t.sequence);
        if (t.to === 'Processed' || t.to === 'Complete')
          delivery.push(receivedAt - Date.parse(t.at));
      }
    });
  }
  await inPool(settings.streams, settings.requestConcurrency, async (index) => {
    await payOrder(sandbox.url, orders[index]?.clientToken ?? '');
  });
  const timeout = new Promise<'timeout'>((resolve) =>
    setTimeout(resolve, 30_000, 'timeout').unref(),
  );
  let endedByServer = 0;
  await Promise.race([
    Promise.all(streams.map((s) => s.ended.then(() => endedByServer++))),
    timeout,
  ]);
  for (const stream of streams) stream.close();
  const deliveries = summarize(delivery.length ? delivery : [Number.NaN]);
  return {
    ...openFigure('sandbox', streams, seconds, before, after),
    deliveryP50: round(deliveries.median, 1),
    deliveryP99: round(deliveries.p99, 1),
    deliveries: delivery.length,
    endedByServer,
  };
}

export async function measureStreams(
  settings: StreamSettings = DEFAULT_STREAMS,
): Promise<StreamsResult> {
  const ceiling = await measureCeiling(settings);
  const sandbox = await startServerChild('sandbox', 'fast');
  try {
    const figure = await measureSandbox(sandbox, settings);
    return {
      settings,
      ceiling,
      sandbox: {
        ...figure,
        ratioToCeiling: round(figure.opensPerSecond / ceiling.opensPerSecond, 2),
      },
    };
  } finally {
    await sandbox.stop();
  }
}
