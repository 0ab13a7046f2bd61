import { NftCheckoutError } from '../../api/errors.js';
import { isHttpOrigin } from '../../api/frameProtocol.js';
import type { FrameStrings } from './frameKind.js';

/**
 * The frame URL with `origin` set, and `locale` when given (the page is rendered in the
 * checkout's language), or the CONFIGURATION error that says why the frame cannot work here: a
 * frame URL that is not http(s), or a page without an http(s) origin (a `file://` page, a
 * sandboxed frame), whose messages no frame could address, in the frame's own words. Callers keep the URL of the first render: a later change of language goes
 * to the frame by message, so the frame never reloads and keeps what the buyer typed.
 */
export function frameSource(
  frameUrl: string,
  hostOrigin: string,
  strings: Pick<FrameStrings, 'url' | 'needsHttp'>,
  locale?: string,
): string | NftCheckoutError {
  const invalid = new NftCheckoutError('CONFIGURATION', strings.url);
  let url: URL;
  try {
    url = new URL(frameUrl);
  } catch {
    return invalid;
  }
  if (!/^https?:$/.test(url.protocol) || !isHttpOrigin(url.origin)) return invalid;
  if (!isHttpOrigin(hostOrigin)) return new NftCheckoutError('CONFIGURATION', strings.needsHttp);
  url.searchParams.set('origin', hostOrigin);
  if (locale) url.searchParams.set('locale', locale);
  return url.toString();
}
