import { type ClientRequest, request } from 'node:http';

/** One open server-sent event stream, read with node:http (no browser connection limit). */
export interface OpenStream {
  /** Milliseconds from sending the request to the first order message. */
  firstEventMs: number;
  /** Called with each message's data (the first one included), parsed as JSON. */
  onMessage(listener: (data: unknown, receivedAt: number) => void): void;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens a stream and resolves once its first message arrives. */
export function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const listeners: Array<(data: unknown, receivedAt: number) => void> = [];
    const backlog: Array<[unknown, number]> = [];
    let buffer = '';
    let opened = false;
    let endStream = () => {};
    const ended = new Promise<void>((done) => {
      endStream = done;
    });
    const req: ClientRequest = request(url, {
      agent: false,
      headers: { accept: 'text/event-stream', ...headers },
    });
    const deliver = (data: unknown, at: number) => {
      if (listeners.length === 0) backlog.push([data, at]);
      for (const listener of listeners) listener(data, at);
    };
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream answered ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const receivedAt = Date.now();
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          // Order messages only: the stream opens with its heartbeat interval (`event: stream`).
          const event = /^event: ?(.*)$/m.exec(block)?.[1];
          if (event !== undefined && event !== 'order') continue;
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trimStart())
            .join('\n');
          if (!data) continue;
          if (!opened) {
            opened = true;
            resolve(stream(performance.now() - started));
          }
          deliver(JSON.parse(data), receivedAt);
        }
      });
      res.on('end', () => endStream());
      res.on('close', () => endStream());
    });
    req.on('error', (error) => {
      endStream();
      if (!opened) reject(error);
    });
    req.end();

    const stream = (firstEventMs: number): OpenStream => ({
      firstEventMs,
      onMessage(listener) {
        listeners.push(listener);
        for (const [data, at] of backlog.splice(0)) listener(data, at);
      },
      ended,
      close: () => req.destroy(),
    });
  });
}
