// A fetch for the bench's own requests over node:http with keep-alive sockets. Node 20's global
// fetch tops out at a few hundred requests per second on this hardware, which would make the
// load generator, not the service, the limit when the bench creates thousands of orders.
import { Agent, request } from 'node:http';
import type { Fetch } from '../src/api/http.js';

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

export const httpFetch: Fetch = (input, init = {}) =>
  new Promise<Response>((resolve, reject) => {
    const headers = new Headers(init.headers);
    const req = request(input, {
      method: init.method ?? 'GET',
      agent,
      headers: Object.fromEntries(headers),
      signal: init.signal ?? undefined,
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) responseHeaders.set(name, String(value));
        }
        resolve(
          new Response(res.statusCode === 204 ? null : Buffer.concat(chunks), {
            status: res.statusCode ?? 500,
            headers: responseHeaders,
          }),
        );
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(typeof init.body === 'string' ? init.body : undefined);
  });

/** Lets the process exit once the bench is done with its sockets. */
export function closeHttpFetch(): void {
  agent.destroy();
}
