// Requests per second and latency of the service's hot endpoints under autocannon, beside a bare
// node:http server answering a fixed JSON body (the ceiling), each in its own child process.
import autocannon from 'autocannon';
import { BASIC_AUTH, createOrder, nftRequest } from '../orders.js';
import { round, summarize } from '../stats.js';
import type { HistoryRow } from './history.js';
import { type ServerChild, startServerChild } from './serverChild.js';

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export const DEFAULT_LOAD: LoadSettings = { connections: 20, durationSeconds: 5, warmupSeconds: 1 };

export interface LoadFigure {
  name: string;
  /** Method and path pattern, the key of its recorded history (`GET /v1/orders/{orderId}`). */
  route: string;
  method: string;
  path: string;
  requestsPerSecond: number;
  /** Milliseconds, from every response's own time (autocannon's `response` event). */
  latencyP50: number;
  latencyP99: number;
  latencyMax: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** requestsPerSecond of this endpoint / the bare server's. */
  ratioToCeiling: number | null;
  /** The last ratio recorded for this route before the run (bench/history/service.json). */
  previous?: HistoryRow;
}

interface Target {
  name: string;
  route: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

async function load(origin: string, target: Target, seconds: number, connections: number) {
  const times: number[] = [];
  let non2xx = 0;
  const instance = autocannon({
    url: `${origin}${target.path}`,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
    timeout: 10,
  });
  instance.on('response', (_client, statusCode, _bytes, ms) => {
    times.push(ms);
    if (statusCode < 200 || statusCode > 299) non2xx++;
  });
  const result = await instance;
  return { result, times, non2xx };
}

async function measure(
  server: ServerChild,
  target: Target,
  settings: LoadSettings,
): Promise<Omit<LoadFigure, 'ratioToCeiling'>> {
  await load(server.origin, target, settings.warmupSeconds, settings.connections);
  const { result, times, non2xx } = await load(
    server.origin,
    target,
    settings.durationSeconds,
    settings.connections,
  );
  const latency = summarize(times.length ? times : [Number.NaN]);
  return {
    name: target.name,
    route: target.route,
    method: target.method,
    path: target.path,
    requestsPerSecond: round(times.length / result.duration, 0),
    latencyP50: round(latency.median, 2),
    latencyP99: round(latency.p99, 2),
    latencyMax: round(latency.max, 2),
    requests: times.length,
    non2xx,
    errors: result.errors,
  };
}

export interface ThroughputResult {
  settings: LoadSettings;
  ceiling: LoadFigure;
  endpoints: LoadFigure[];
}

/** The ceiling first, then each endpoint against one sandbox process. */
export async function measureThroughput(
  settings: LoadSettings = DEFAULT_LOAD,
): Promise<ThroughputResult> {
  const bare = await startServerChild('bare');
  let ceilingRaw: Omit<LoadFigure, 'ratioToCeiling'>;
  try {
    ceilingRaw = await measure(
      bare,
      { name: 'bare node:http, fixed JSON', route: 'GET / (bare)', method: 'GET', path: '/' },
      settings,
    );
  } finally {
    await bare.stop();
  }
  const ceiling = { ...ceilingRaw, ratioToCeiling: 1 };

  const sandbox = await startServerChild('sandbox');
  try {
    const order = await createOrder(sandbox.url);
    const targets: Target[] = [
      {
        name: 'order read',
        route: 'GET /v1/orders/{orderId}',
        method: 'GET',
        path: `/v1/orders/${order.orderId}`,
        headers: { authorization: BASIC_AUTH },
      },
      {
        name: 'checkout session read',
        route: 'GET /v1/checkout/session',
        method: 'GET',
        path: '/v1/checkout/session',
        headers: { authorization: `Bearer ${order.clientToken}` },
      },
      {
        name: 'client token (creates an order)',
        route: 'POST /v1/auth/client-tokens',
        method: 'POST',
        path: '/v1/auth/client-tokens',
        headers: { authorization: BASIC_AUTH, 'content-type': 'application/json' },
        body: JSON.stringify(nftRequest()),
      },
    ];
    const endpoints: LoadFigure[] = [];
    for (const target of targets) {
      const figure = await measure(sandbox, target, settings);
      endpoints.push({
        ...figure,
        ratioToCeiling: round(figure.requestsPerSecond / ceiling.requestsPerSecond, 2),
      });
    }
    return { settings, ceiling, endpoints };
  } finally {
    await sandbox.stop();
  }
}
