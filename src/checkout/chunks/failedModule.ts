// A browser that could not fetch a module may remember the failure: Firefox answers every later
// import() of that URL with the same error, so "Try again" could never load the part. The error
// names the URL (Chromium and Firefox word it each their own way): the same attempt imports it
// again under a query of its own, a new entry in the module map. Its imports resolve to the same URLs
// as before, so the chunks it shares with the loaded ones stay single instances.

const MODULE_URL = /\bhttps?:\/\/[^\s'"]+?\.m?js(?=[?#\s'"]|$)/;

/** The module URL a failed dynamic import names, if its message names one. */
export function failedModuleUrl(cause: unknown): string | undefined {
  const message = cause instanceof Error ? cause.message : '';
  return MODULE_URL.exec(message)?.[0];
}

let attempts = 0;

/**
 * The script-tag build's chunk URLs, as they are to be fetched again: its `import()`s resolve
 * their path through this map (`__nftcChunk`, scripts/classicScript.ts), so the bundler's own
 * import, with what it takes of the module (`.then((m) => m.t)`), runs under the new URL.
 */
const AGAIN = Symbol.for('nft-checkout.chunksAgain');

/** From now on, the script-tag build fetches the module at `url` under a URL of its own. */
export function redirectAgain(url: string): void {
  attempts += 1;
  const scope = globalThis as { [AGAIN]?: Map<string, string> };
  scope[AGAIN] ??= new Map();
  scope[AGAIN].set(url, `${url}?attempt=${attempts}`);
}

/** The module at `url`, fetched again rather than answered from a remembered failure. */
export function importAgain<T>(url: string): Promise<T> {
  attempts += 1;
  return import(/* @vite-ignore */ `${url}?attempt=${attempts}`) as Promise<T>;
}
