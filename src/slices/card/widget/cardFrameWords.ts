import { purchaseStrings } from '../../../checkout/purchase/strings.js';

/** Why the card frame cannot work on this page; getters: read in the buyer's language. */
export const CARD_FRAME_WORDS = {
  get url() {
    return purchaseStrings.payment.cardFrameUrl;
  },
  get needsHttp() {
    return purchaseStrings.payment.cardFrameNeedsHttp;
  },
};
