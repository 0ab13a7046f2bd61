import { identityAssessRequestSchema } from '../../../api/checkoutIdentity.js';
import { summarizeIssues } from '../../../api/issues.js';
import { buyerIssues } from '../../domain/buyer.js';
import { toOrderState } from '../../domain/orderView.js';
import { requireClientToken } from '../../http/auth.js';
import type { RequestContext } from '../../http/context.js';
import { badRequest, conflict } from '../../http/errors.js';
import { sendJson } from '../../http/respond.js';
import { validate } from '../../http/validate.js';
import { confirmChecks } from './buyerChecks.js';
import { assessIdentity } from './identityDecision.js';
import { assertPayable } from './payable.js';

/**
 * POST /v1/checkout/identity/assess: whether the buyer must verify an identity document before
 * paying, decided on what confirm would check (the buyer, the verified phone, the tax id).
 * Answers the order state with `identity` set, or Cancelled with RISD for a very high risk.
 */
export async function postIdentityAssess(ctx: RequestContext): Promise<void> {
  const { order } = requireClientToken(ctx, 'write');
  const request = validate(identityAssessRequestSchema, await ctx.body(), 'identity assessment');
  const { services } = ctx;
  const updated = services.runner.change(order.id, (current) => {
    assertPayable(current);
    const now = services.clock.now();
    const issues = buyerIssues(request.buyer, new Date(now));
    if (issues.length) throw badRequest(`Invalid buyer: ${summarizeIssues(issues)}.`, issues);
    const checks = confirmChecks(services, current, request, now);
    if (!checks.ok) {
      throw badRequest(
        `Invalid identity assessment: ${summarizeIssues(checks.issues)}.`,
        checks.issues,
      );
    }
    return assessIdentity(services, current, request.buyer, checks.checked, now);
  });
  if (!updated) throw conflict(`Order ${order.id} no longer exists.`);
  sendJson(ctx.res, 200, toOrderState(updated));
}
