// The first screen's slice of the checkout client (checkoutClient.ts has the rest): the
// settings every call shares, and the session, the one call the first screen makes. Its own
// module, so the script-tag file does not carry the purchase's calls.
import { checkBaseUrl } from './baseUrl.js';
import { getCheckoutSessionRoute } from './endpoints/checkoutSession.js';
import { NftCheckoutError } from './errors.js';
import { type HttpOptions, schemaLoadError, send } from './http.js';

/** The module of the client's schemas (src/api/checkoutSchemas.ts), or a loader of it. */
export type CheckoutSchemas = typeof import('./checkoutSchemas.js');

export interface CheckoutClientOptions extends Omit<HttpOptions, 'authorization' | 'secrets'> {
  clientToken: string;
  /**
   * Imports the schemas (default: a plain dynamic import). The widget passes its chunk loader,
   * which retries once and explains a page that cannot load chunks.
   */
  loadSchemas?: (() => Promise<CheckoutSchemas>) | undefined;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** What every method of the client shares: the HTTP settings and the schemas, loaded once. */
export function clientContext(options: CheckoutClientOptions) {
  if (!options.clientToken) {
    throw new NftCheckoutError('CONFIGURATION', 'clientToken is required for checkout calls.');
  }
  checkBaseUrl(options.baseUrl);
  const { loadSchemas = () => import('./checkoutSchemas.js'), ...httpOptions } = options;
  const http: HttpOptions = {
    ...httpOptions,
    authorization: () => `Bearer ${options.clientToken}`,
  };
  let schemas: Promise<CheckoutSchemas> | undefined;
  /** The schemas module, imported once; a failed import is tried again by the next call. */
  const load = (): Promise<CheckoutSchemas> => {
    schemas ??= loadSchemas().catch((error: unknown) => {
      schemas = undefined;
      throw schemaLoadError(error);
    });
    return schemas;
  };
  /** A response schema as a loader, so the import runs alongside the request. */
  const answer =
    <K extends keyof CheckoutSchemas>(key: K) =>
    () =>
      load().then((module) => module[key]);
  return { http, load, answer };
}

export type ClientContext = ReturnType<typeof clientContext>;

/** GET /checkout/session: the first screen's one call. */
export function sessionMethods({ http, load, answer }: ClientContext) {
  return {
    getSession: async (o: CallOptions = {}) =>
      send(http, {
        method: getCheckoutSessionRoute.method,
        path: getCheckoutSessionRoute.path,
        response: answer('checkoutSessionSchema'),
        beforeParse: (schema, json) => load().then((module) => module.warmUp(schema, json)),
        ...o,
      }),
  };
}

/**
 * The first screen's slice of the checkout client: the session only, so the script-tag file
 * does not carry the purchase's calls (they come with the purchase's chunk).
 */
export function createSessionClient(options: CheckoutClientOptions) {
  return sessionMethods(clientContext(options));
}
