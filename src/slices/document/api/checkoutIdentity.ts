import * as z from 'zod/mini';
import { buyerSchema } from '../../../api/checkoutBuyer.js';
import { taxIdTokenField } from '../../../api/checkoutChecks.js';
import { lazySchema } from '../../../api/lazySchema.js';

/**
 * POST /checkout/identity/assess: the buyer's details as confirm would send them (and the tax id
 * token), so the service decides on the same facts. Answered with the order state, `identity`
 * set (or the order Cancelled with RISD for a very high risk).
 */
export const identityAssessRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    buyer: buyerSchema,
    taxIdToken: z.optional(taxIdTokenField()),
  }),
);
export type IdentityAssessRequest = z.infer<typeof identityAssessRequestSchema>;
