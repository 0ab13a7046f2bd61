import * as z from 'zod/mini';
import { achPaymentSchema } from '../slices/ach/api/bankLink.js';
import { cardPaymentSchema } from '../slices/card/api/cardToken.js';
import { walletPaymentSchema } from '../slices/wallet/api/walletToken.js';
import { lazySchema } from './lazySchema.js';

/**
 * Confirm's `payment`: one member per payment method, each from its slice (the list of
 * payment methods confirm accepts).
 */
export const paymentSchema = /* @__PURE__ */ lazySchema(() =>
  z.union([cardPaymentSchema, achPaymentSchema, walletPaymentSchema]),
);
export type Payment = z.infer<typeof paymentSchema>;
