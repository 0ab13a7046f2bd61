import { NftCheckoutError } from './errors.js';

/** A baseUrl the client can use: an absolute http(s) URL without user info. */
export function checkBaseUrl(baseUrl: unknown): void {
  let url: URL | undefined;
  try {
    url = typeof baseUrl === 'string' ? new URL(baseUrl) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new NftCheckoutError(
      'CONFIGURATION',
      'baseUrl must be an http(s) URL ending in /v1, e.g. http://127.0.0.1:4010/v1.',
    );
  }
  if (url.username || url.password) {
    throw new NftCheckoutError(
      'CONFIGURATION',
      'baseUrl must not carry a user name or password: pass merchant credentials as { credentials }.',
    );
  }
}
