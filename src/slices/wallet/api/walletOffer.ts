import * as z from 'zod/mini';
import { quoteRequestSchema, quoteSchema } from '../../../api/checkoutPayment.js';
import { paymentMethodTypeSchema } from '../../../api/clientTokens.js';
import { isHttpOrigin } from '../../../api/frameProtocol.js';
import { lazySchema } from '../../../api/lazySchema.js';
import { countryCode, httpUrl, nonEmpty } from '../../../api/primitives.js';
import { walletTypeSchema } from './walletToken.js';

/*
 * What the wallet frame asks the service before it shows a wallet button: which wallets the
 * checkout offers, whether the page's top-level domain is registered for each, the Payment
 * Request methods that pay with it, and the amounts its sheet shows.
 */

export const walletOfferRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /**
     * The origin of the page the buyer sees (the top-level one), e.g. https://shop.example.com:
     * Apple Pay checks its host name; the service's own origin (its hosted page) needs none.
     */
    origin: z.string().check(
      z.refine(isHttpOrigin, {
        error: 'must be the origin of the page the buyer sees, e.g. https://shop.example.com',
      }),
    ),
    address: quoteRequestSchema.shape.address,
  }),
);
export type WalletOfferRequest = z.infer<typeof walletOfferRequestSchema>;

/** A Payment Request method: its identifier (a URL) and the data the wallet reads. */
export const walletMethodSchema = /* @__PURE__ */ z.object({
  supportedMethods: nonEmpty(),
  data: z.optional(z.record(z.string(), z.unknown())),
});

export const walletOfferSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** The wallets the checkout offers, in its configuration's order. */
    wallets: z.array(
      z.object({
        wallet: walletTypeSchema,
        /** Apple Pay runs only on the merchant's registered domains; Google Pay anywhere. */
        domainRegistered: z.boolean(),
        methods: z.array(walletMethodSchema).check(z.minLength(1)),
      }),
    ),
    /** The NFT's name, the sheet's first line. */
    label: nonEmpty(),
    /** The card type the sheet's amounts are quoted for (the wallet's card may differ). */
    paymentMethodType: paymentMethodTypeSchema,
    quote: quoteSchema,
  }),
);
export type WalletOffer = z.infer<typeof walletOfferSchema>;

/**
 * The wallet frame page's query: the frame pages' own, and the buyer's country and region, so
 * the sheet's tax is the one the review shows.
 */
export const walletFramePageQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    origin: httpUrl(),
    locale: z.optional(z.string()),
    country: z.optional(countryCode()),
    region: z.optional(z.string().check(z.maxLength(10))),
  }),
);
