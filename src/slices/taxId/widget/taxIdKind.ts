import type { FrameKind } from '../../../checkout/frames/frameKind.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import { type TaxIdToken, taxIdTokenSchema } from '../api/checkoutTaxId.js';

const p = purchaseStrings.payment;

/** The tax-id frame: answers `taxIdTokenized` with a tax-id token and the last 4 digits. */
export const TAX_ID_FRAME: FrameKind<TaxIdToken> = {
  answer: 'taxIdTokenized',
  token: (message) => {
    const token = taxIdTokenSchema.safeParse(message);
    return token.success ? token.data : undefined;
  },
  // Read when used: a live change of language reaches them.
  get strings() {
    return {
      url: p.taxIdFrameUrl,
      needsHttp: p.taxIdFrameNeedsHttp,
      loading: purchaseStrings.taxId.frameLoading,
      failed: p.taxIdFrameFailed,
      reloaded: p.taxIdFrameReloaded,
      timeout: p.taxIdFrameTimeout,
      badToken: p.taxIdFrameBadToken,
      removed: p.taxIdFrameRemoved,
    };
  },
  // Label, hint, the field and room for its error. Kept: the step's Back and Continue sit just
  // below, and a frame that shrank as it loaded moved them from under a buyer's pointer.
  initialHeight: 124,
  minHeight: 124,
};
