import {
  createFrameBridge,
  type FrameBridge,
  type FrameBridgeOptions,
} from '../../../checkout/frames/bridge.js';
import type { FrameKind } from '../../../checkout/frames/frameKind.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import { type CardToken, cardTokenSchema } from '../api/cardToken.js';

const p = purchaseStrings.payment;

/** Height of the card frame before it reports its own: about its three fields. */
export const INITIAL_FRAME_HEIGHT = 176;

/** The card frame: answers `tokenized` with a card token, brand and last 4. */
export const CARD_FRAME: FrameKind<CardToken> = {
  answer: 'tokenized',
  token: (message) => {
    // The schema keeps only the token's own fields, dropping ns, type and requestId.
    const token = cardTokenSchema.safeParse(message);
    return token.success ? token.data : undefined;
  },
  // Read when used: a live change of language reaches them.
  get strings() {
    return {
      url: p.cardFrameUrl,
      needsHttp: p.cardFrameNeedsHttp,
      loading: p.cardFrameLoading,
      failed: p.cardFrameFailed,
      reloaded: p.cardFrameReloaded,
      timeout: p.cardFrameTimeout,
      badToken: p.cardFrameBadToken,
      removed: p.cardFrameRemoved,
    };
  },
  initialHeight: INITIAL_FRAME_HEIGHT,
};

export type CardFrameBridge = FrameBridge<CardToken>;

/** The card frame's bridge: tokenize() resolves with a card token. */
export function createCardFrameBridge(options: FrameBridgeOptions): CardFrameBridge {
  return createFrameBridge(CARD_FRAME, options);
}
