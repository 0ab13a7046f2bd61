import * as z from 'zod/mini';
import { lazySchema } from '../../../api/lazySchema.js';
import { nonEmpty, uuid } from '../../../api/primitives.js';
import { BANK_AGGREGATORS } from './aggregators.js';

/*
 * The bank account's part of the widget protocol: the sign-in the widget sends to link an
 * account, the linked account it hears back, and how confirm names an ACH payment.
 */

export const bankLinkRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    aggregator: z.enum(BANK_AGGREGATORS),
    username: nonEmpty(),
    password: nonEmpty(),
  }),
);
export type BankLinkRequest = z.infer<typeof bankLinkRequestSchema>;

export const bankLinkSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    bankAccountId: uuid(),
    institutionName: z.string(),
    accountName: z.string(),
    mask: z.string(),
  }),
);
export type BankLink = z.infer<typeof bankLinkSchema>;

/** Confirm's `payment` when the buyer pays from a linked bank account. */
export const achPaymentSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ type: z.literal('ach'), bankAccountId: uuid() }),
);
