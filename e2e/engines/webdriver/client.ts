/** The W3C WebDriver (classic) commands the WebKit engine needs, over fetch. */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
export type ElementRef = { [ELEMENT_KEY]: string };

export class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  /**
   * A new session: the driver starts a browser and waits for it to connect. A browser that dies
   * at start leaves that wait unanswered, so the start has a deadline and its error says why.
   */
  static async create(
    base: string,
    capabilities: object,
    start: { timeoutMs: number; log: () => string },
  ): Promise<WebDriverSession> {
    const body = { capabilities: { alwaysMatch: capabilities } };
    const signal = AbortSignal.timeout(start.timeoutMs);
    const value = await send<{ sessionId: string }>(base, 'POST', '/session', body, signal).catch(
      (error: Error) => {
        if (!signal.aborted) throw error;
        throw new Error(
          `WebKitWebDriver started no browser in ${start.timeoutMs} ms. It said:\n${start.log()}`,
        );
      },
    );
    return new WebDriverSession(base, value.sessionId);
  }

  command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<T> {
    return send<T>(this.base, method, `/session/${this.id}${path}`, body);
  }

  execute<T>(script: string, args: unknown[] = []): Promise<T> {
    return this.command<T>('POST', '/execute/sync', { script, args });
  }

  executeAsync<T>(script: string, args: unknown[] = []): Promise<T> {
    return this.command<T>('POST', '/execute/async', { script, args });
  }

  element(ref: ElementRef, command: string, body?: object): Promise<unknown> {
    return this.command('POST', `/element/${ref[ELEMENT_KEY]}/${command}`, body ?? {});
  }

  close(): Promise<unknown> {
    return this.command('DELETE', '').catch(() => undefined);
  }
}

async function send<T>(
  base: string,
  method: string,
  path: string,
  body?: object,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(base + path, {
    method,
    signal,
    headers: body ? { 'content-type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) {
    const value = json.value;
    throw new WebDriverError(value.error ?? String(response.status), value.message ?? '');
  }
  return json.value;
}
