import * as z from 'zod/mini';
import { identitySettingsSchema } from '../slices/document/api/identityCheck.js';
import { phoneSettingsSchema } from '../slices/phone/api/checkoutPhone.js';
import { taxIdSettingsSchema, taxIdTokenField } from '../slices/taxId/api/checkoutTaxId.js';
import { buyerSchema } from './checkoutBuyer.js';
import { lazySchema } from './lazySchema.js';

/*
 * The buyer checks a session carries (docs/protocol.md, buyer checks), one member per check, each
 * check's settings schema from its slice: the list of checks the session names.
 */
export const buyerChecksSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    phone: phoneSettingsSchema,
    taxId: taxIdSettingsSchema,
    /** Whether the service may ask for an identity document, and the document frame's page. */
    identity: identitySettingsSchema,
  }),
);
export type BuyerChecks = z.infer<typeof buyerChecksSchema>;

/**
 * The buyer's part of confirm: their details and what the steps add to them. The identity
 * assessment is sent the same, so the service decides on the facts confirm will carry.
 */
export const buyerPartSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    buyer: buyerSchema,
    /** From the tax-id frame, when the session asks the buyer's country for a tax id. */
    taxIdToken: z.optional(taxIdTokenField()),
  }),
);
export type BuyerPart = z.infer<typeof buyerPartSchema>;
