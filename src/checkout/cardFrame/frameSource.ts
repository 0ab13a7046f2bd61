import { isHttpOrigin } from '../../api/cardFrameProtocol.js';
import { NftCheckoutError } from '../../api/errors.js';
import { purchaseStrings } from '../purchase/strings.js';

/**
 * The frame URL with `origin` set, or the CONFIGURATION error that says why the card frame
 * cannot work here: a frame URL that is not http(s), or a page without an http(s) origin (a
 * `file://` page, a sandboxed frame), whose messages no frame could address.
 */
export function frameSource(frameUrl: string, hostOrigin: string): string | NftCheckoutError {
  const invalid = new NftCheckoutError('CONFIGURATION', purchaseStrings.payment.cardFrameUrl);
  let url: URL;
  try {
    url = new URL(frameUrl);
  } catch {
    return invalid;
  }
  if (!/^https?:$/.test(url.protocol) || !isHttpOrigin(url.origin)) return invalid;
  if (!isHttpOrigin(hostOrigin)) {
    return new NftCheckoutError('CONFIGURATION', purchaseStrings.payment.cardFrameNeedsHttp);
  }
  url.searchParams.set('origin', hostOrigin);
  return url.toString();
}
