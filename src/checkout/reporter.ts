import type { NftCheckoutError } from '../api/errors.js';

/**
 * A failure the host hears of through onError. A configuration problem (a page opened from a
 * file, say) is one problem however many parts meet it: told once. Nothing after disposal.
 */
export function createReporter(
  emitError: (error: NftCheckoutError) => void,
  disposed: () => boolean,
) {
  let configurationReported = false;
  return (error: NftCheckoutError): void => {
    if (disposed()) return;
    if (error.code === 'CONFIGURATION') {
      if (configurationReported) return;
      configurationReported = true;
    }
    emitError(error);
  };
}
