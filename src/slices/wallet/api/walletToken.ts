import * as z from 'zod/mini';
import { paymentMethodTypeSchema, WALLET_TYPES } from '../../../api/clientTokens.js';
import { lazySchema } from '../../../api/lazySchema.js';
import { nonEmpty, pattern } from '../../../api/primitives.js';
import { CARD_BRANDS, cardDetailsShape } from '../../card/api/cardToken.js';

/*
 * The wallet's part of the widget protocol: what the wallet frame sends once the buyer approved
 * the wallet's sheet, the token it hands the widget, and how confirm names a wallet payment.
 */

export const walletTypeSchema = /* @__PURE__ */ z.enum(WALLET_TYPES);

/**
 * The wallet's answer to the payment request, as the wallet frame forwards it. A real wallet's
 * payment data is encrypted for the provider; the sandbox's test wallet sends the test card it
 * holds, number and expiry, with no CVC (a wallet pays with a cryptogram instead).
 */
export const walletTokenRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ wallet: walletTypeSchema, paymentData: z.object(cardDetailsShape()) }),
);
export type WalletTokenRequest = z.infer<typeof walletTokenRequestSchema>;

/** A wallet's card as a token: the card's brand, last 4 and type, and the wallet that holds it. */
export const walletTokenSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    walletToken: nonEmpty(),
    wallet: walletTypeSchema,
    brand: z.enum(CARD_BRANDS),
    last4: pattern(/^\d{4}$/, 4, 'must be 4 digits'),
    paymentMethodType: paymentMethodTypeSchema,
  }),
);
export type WalletToken = z.infer<typeof walletTokenSchema>;

/** Confirm's `payment` when the buyer pays with a wallet. */
export const walletPaymentSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ type: z.literal('wallet'), walletToken: nonEmpty() }),
);
