import type { FrameKind } from '../../../checkout/frames/frameKind.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import { type WalletToken, walletTokenSchema } from '../api/walletToken.js';

const w = purchaseStrings.wallet;

/**
 * The wallet frame: never asked for a token (the buyer's press in the frame starts the wallet's
 * sheet, and the frame hands the token over on its own, `walletTokenized`), so its tokenize
 * words never show; the failure words stand in for them.
 */
export const WALLET_FRAME: FrameKind<WalletToken> = {
  answer: 'walletTokenized',
  token: (fields) => {
    const token = walletTokenSchema.safeParse(fields);
    return token.success ? token.data : undefined;
  },
  get strings() {
    return {
      url: w.frameUrl,
      needsHttp: w.frameNeedsHttp,
      loading: w.frameLoading,
      failed: w.frameFailed,
      reloaded: w.frameFailed,
      timeout: w.frameFailed,
      badToken: w.frameBadToken,
      removed: w.frameFailed,
    };
  },
  // Nothing shows until the frame has found a wallet that can pay.
  initialHeight: 0,
  // Safari 17+ and Chromium let a cross-origin frame use Payment Request only when allowed.
  allow: 'payment',
};
