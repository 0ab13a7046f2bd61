import { summarizeIssues } from '../../../api/issues.js';
import { confirmChecks } from '../../../sandbox/confirm/confirmChecks.js';
import { buyerIssues } from '../../../sandbox/domain/buyer.js';
import { toOrderState } from '../../../sandbox/domain/orderView.js';
import { assertPayable } from '../../../sandbox/handlers/browser/payable.js';
import { requireClientToken } from '../../../sandbox/http/auth.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { badRequest, conflict } from '../../../sandbox/http/errors.js';
import { sendJson } from '../../../sandbox/http/respond.js';
import { validate } from '../../../sandbox/http/validate.js';
import { identityAssessRequestSchema } from '../api/checkoutIdentity.js';
import { assessIdentity } from './identityDecision.js';

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
