import type { RequestSpec } from './http.js';

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** X-Request-Id to send (alphanumeric and dash, at most 72); a UUID by default. */
  requestId?: string | undefined;
}

/** What the merchant's client gives each slice's calls (src/api/merchantCalls.ts). */
export interface MerchantCallContext {
  /** Checks credentials and call options, then builds (and validates) the request, then sends. */
  merchant<T>(o: CallOptions, build: () => RequestSpec<T>): Promise<T>;
  /** A path parameter, refused when empty. */
  id(value: string, what: string): string;
}
