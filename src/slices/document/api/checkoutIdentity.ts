import { type BuyerPart, buyerPartSchema } from '../../../api/checkoutChecks.js';

/**
 * POST /checkout/identity/assess: the buyer's details as confirm would send them (and the tax id
 * token), so the service decides on the same facts. Answered with the order state, `identity`
 * set (or the order Cancelled with RISD for a very high risk).
 */
export const identityAssessRequestSchema = buyerPartSchema;
export type IdentityAssessRequest = BuyerPart;
