import * as z from 'zod/mini';
import { identitySettingsSchema } from '../slices/document/api/identityCheck.js';
import { phoneSettingsSchema } from '../slices/phone/api/checkoutPhone.js';
import { taxIdSettingsSchema } from '../slices/taxId/api/checkoutTaxId.js';
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
