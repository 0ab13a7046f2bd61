/// <reference types="node" />
// Test-only: a real HTTP server on 127.0.0.1 whose answers each test scripts in advance.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path without the query, e.g. `/v1/orders`. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Answers one request; it may also leave the response open (to force a timeout). */
export type Reply = (req: RecordedRequest, res: ServerResponse) => void;

export interface ScriptedServer {
  /** `http://127.0.0.1:<port>/v1`, the shape of a real baseUrl. */
  baseUrl: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Queues replies, used in order; the last one answers every later request too. */
  script(...replies: Reply[]): void;
  /** Forgets the requests and the script (between tests). */
  reset(): void;
  close(): Promise<void>;
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
}

export function text(status: number, body: string, contentType = 'text/plain'): Reply {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': contentType });
    res.end(body);
  };
}

/** Never answers: the client's timeout (or abort) must end the request. */
export function hang(): Reply {
  return () => {};
}

/** Answers after `ms` milliseconds, unless the client went away first. */
export function delayed(ms: number, reply: Reply): Reply {
  return (req, res) => {
    const timer = setTimeout(() => reply(req, res), ms);
    res.on('close', () => clearTimeout(timer));
  };
}

/** Drops the connection without an answer: a network failure for the client. */
export function dropConnection(): Reply {
  return (_req, res) => {
    res.socket?.destroy();
  };
}

export async function startScriptedServer(): Promise<ScriptedServer> {
  const requests: RecordedRequest[] = [];
  const unscripted = json(500, { code: 'SERVER', message: 'no reply scripted' });
  let queue: Reply[] = [unscripted];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const reply = queue.length > 1 ? queue.shift() : queue[0];
      reply?.(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script(...replies) {
      if (replies.length) queue = replies;
    },
    reset() {
      requests.length = 0;
      queue = [unscripted];
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A baseUrl on which nothing listens: connecting is refused. */
export async function refusedBaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/v1`;
}

/**
 * Runs `test` against a server of its own, closed after it with every connection. For a test
 * that gives up on a request (a timeout, an abort): on a loaded machine that request may reach
 * a shared server late, and take the next test's scripted answer.
 */
export async function withOwnServer<T>(test: (server: ScriptedServer) => Promise<T>): Promise<T> {
  const own = await startScriptedServer();
  try {
    return await test(own);
  } finally {
    await own.close();
  }
}
