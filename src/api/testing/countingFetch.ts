// Test-only: the real fetch, with each attempt the client makes written down as it starts. What
// a test counts this way does not depend on when (or whether) a request it then abandoned
// reaches the server, which a loaded machine makes late.

export interface Attempt {
  url: string;
  method: string;
  headers: Record<string, string>;
}

export function countingFetch(after?: (response: Response) => void) {
  const attempts: Attempt[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    attempts.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
    });
    const response = await globalThis.fetch(input, init);
    after?.(response);
    return response;
  };
  return { fetch, attempts };
}
