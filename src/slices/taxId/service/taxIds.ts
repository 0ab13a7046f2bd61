import { type SsnProblem, ssnProblem } from '../../../api/ssn.js';
import { countCheckoutRequest } from '../../../sandbox/handlers/browser/checkoutLimits.js';
import { assertPayable } from '../../../sandbox/handlers/browser/payable.js';
import { requireClientToken } from '../../../sandbox/http/auth.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { fieldError, rateLimited } from '../../../sandbox/http/errors.js';
import { sendJson } from '../../../sandbox/http/respond.js';
import { validate } from '../../../sandbox/http/validate.js';
import { TAX_ID_RULES } from '../../../sandbox/verification/index.js';
import { type TaxIdToken, taxIdRequestSchema } from '../api/checkoutTaxId.js';

/** What is wrong with the number, never the number itself. */
const PROBLEMS: Record<SsnProblem, string> = {
  length: 'must be the 9 digits of the SSN',
  area: 'is not a valid SSN: its first three digits cannot be 000, 666 or 900 to 999; check the number and enter it again',
  group:
    'is not a valid SSN: its middle two digits cannot be 00; check the number and enter it again',
  serial:
    'is not a valid SSN: its last four digits cannot be 0000; check the number and enter it again',
};

/**
 * POST /v1/checkout/tax-ids: the buyer's SSN, from the tax-id frame only (no CORS, like the
 * card endpoint). The number stays in the sandbox's memory for the confirm-time risk check;
 * the answer, the log and every refusal carry at most its last four digits.
 */
export async function postTaxId(ctx: RequestContext): Promise<void> {
  const { order } = requireClientToken(ctx, 'write');
  countCheckoutRequest(ctx, order, 'taxId');
  const { taxId } = validate(taxIdRequestSchema, await ctx.body(), 'tax id');
  const problem = ssnProblem(taxId);
  if (problem) throw fieldError('taxId', PROBLEMS[problem]);
  assertPayable(order);
  const now = ctx.services.clock.now();
  const kept = ctx.services.buyerChecks.taxIds.keep(order.merchantId, order.id, taxId, now);
  if (!kept.ok) {
    throw rateLimited(
      ctx.res,
      `The sandbox keeps ${TAX_ID_RULES.maxPerMerchant} tax ids per merchant for an hour each, and this merchant's are all in use`,
      kept.retryAt,
      now,
    );
  }
  const answer: TaxIdToken = { taxIdToken: kept.taxIdToken, last4: kept.last4 };
  sendJson(ctx.res, 201, answer);
}
