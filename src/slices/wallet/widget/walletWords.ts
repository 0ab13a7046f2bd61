import type { WalletType } from '../../../api/clientTokens.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';

/** The wallets' names: brands, alike in every language. */
export const WALLET_NAMES: Record<WalletType, string> = {
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
};

/** Why the wallet frame cannot work on this page; getters: read in the buyer's language. */
export const WALLET_FRAME_WORDS = {
  get url() {
    return purchaseStrings.wallet.frameUrl;
  },
  get needsHttp() {
    return purchaseStrings.wallet.frameNeedsHttp;
  },
};
