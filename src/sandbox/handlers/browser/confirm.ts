import { randomBytes } from 'node:crypto';
import type { OrderState } from '../../../api/checkout.js';
import { type ConfirmRequest, confirmRequestSchema } from '../../../api/checkoutPayment.js';
import type { RiskResponse } from '../../../api/customers.js';
import { summarizeIssues } from '../../../api/issues.js';
import { uuid } from '../../../api/primitives.js';
import { confirmChecks } from '../../confirm/confirmChecks.js';
import { CONFIRM_RISK, OPEN_ACTION } from '../../confirm/registry.js';
import { resolvePayment } from '../../confirm/resolvePayment.js';
import { buyerIssues } from '../../domain/buyer.js';
import { toOrderState } from '../../domain/orderView.js';
import { requireClientToken } from '../../http/auth.js';
import type { RequestContext, Services } from '../../http/context.js';
import { badRequest, conflict, fieldError } from '../../http/errors.js';
import { sendJson } from '../../http/respond.js';
import { validate } from '../../http/validate.js';
import { planConfirm } from '../../lifecycle/planner.js';
import { scheduleTransitions } from '../../lifecycle/settle.js';
import { applyTransition } from '../../lifecycle/transitions.js';
import type { OrderRecord } from '../../store/records.js';
import { scopedKey } from '../../store/store.js';

import { keepCheckoutRisk } from './checkoutRisk.js';
import { assertPayable } from './payable.js';
import { assertEnabled, quoteFor } from './quote.js';

/**
 * Draft/Declined → Processing, with the transitions the triggers plan after it, and the risk response
 * it decided on. Runs inside one synchronous store update, so a replay or a second confirm sees
 * its result.
 */
function confirmOrder(
  services: Services,
  order: OrderRecord,
  request: ConfirmRequest,
  key: string,
  fingerprint: string,
  origin: string,
): { order: OrderRecord; risk: RiskResponse } {
  const now = services.clock.now();
  const issues = buyerIssues(request.buyer, new Date(now));
  if (issues.length) {
    throw badRequest(
      `Invalid buyer: ${issues.map((i) => `${i.path} ${i.message}`).join('; ')}.`,
      issues,
    );
  }
  // Before anything is paid: every buyer check of confirm/registry.ts.
  const checks = confirmChecks(services, order, request, now);
  if (!checks.ok) {
    throw badRequest(
      `Invalid payment confirmation: ${summarizeIssues(checks.issues)}.`,
      checks.issues,
    );
  }
  const payment = resolvePayment(services, order, request.payment);
  assertEnabled(order, payment.type, 'payment');
  const device = services.store.devices.get(scopedKey(order.merchantId, order.sessionKey))?.device;
  // The risk decides; a fact it needs and lacks refuses the confirm (a document, for one).
  const { risk, documentVerificationId } = CONFIRM_RISK(services, order, {
    buyer: request.buyer,
    device,
    checked: checks.checked,
    now,
  });
  const plan = planConfirm({
    nft: order.nft,
    riskLevel: risk.level,
    payment: payment.planned,
    delays: services.settings.delays,
    txHash: `0x${randomBytes(32).toString('hex')}`,
  });
  const moved = applyTransition(order, {
    to: 'Processing',
    at: new Date(now).toISOString(),
    ...(plan.challenge ? { action: 'challenge' as const } : {}),
  });
  if (!moved.ok) throw conflict(`Order ${order.id} cannot be paid: ${moved.error}.`);
  const attempt = order.attemptsMade + 1;
  // After every check that may refuse the confirm, so a refused one leaves no challenge behind.
  const challenge = plan.challenge
    ? OPEN_ACTION(services, order, { kind: plan.challenge, planned: plan.planned, attempt, origin })
    : undefined;
  const next: OrderRecord = {
    ...order,
    status: moved.history.status,
    transitions: [...moved.history.transitions],
    // A challenged payment plans nothing until the buyer passes (or the challenge fails).
    pending: challenge ? [] : scheduleTransitions(plan, now),
    attemptsMade: attempt,
    quote: quoteFor(order, {
      address: request.buyer.address,
      paymentMethodType: payment.type,
    }),
    paymentMethodType: payment.type,
    payment: payment.record,
    buyer: request.buyer,
    ...(documentVerificationId ? { documentVerificationId } : {}),
    challenge,
  };
  const response = toOrderState(next);
  return {
    order: { ...next, confirmations: [...order.confirmations, { key, fingerprint, response }] },
    risk,
  };
}

/**
 * POST /v1/checkout/confirm. The Idempotency-Key (a UUID) is required: the same key replays the
 * first answer without paying again; reusing it for a different body is 409, and so is a new
 * key while the order is not payable (e.g. Processing).
 */
export async function postConfirm(ctx: RequestContext): Promise<void> {
  const { order } = requireClientToken(ctx, 'write');
  const header = ctx.req.headers['idempotency-key'];
  if (header === undefined) throw fieldError('Idempotency-Key', 'is required');
  const key = validate(uuid(), header, 'Idempotency-Key header', ['Idempotency-Key']);
  const request = validate(confirmRequestSchema, await ctx.body(), 'payment confirmation');
  const fingerprint = JSON.stringify(request);
  const { runner } = ctx.services;
  let replay: OrderState | undefined;
  let risk: RiskResponse | undefined;
  const updated = runner.change(order.id, (current) => {
    const earlier = current.confirmations.find((c) => c.key === key);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        throw conflict(
          'This Idempotency-Key was used for a different confirmation: use a new key.',
        );
      }
      replay = earlier.response;
      return current;
    }
    assertPayable(current);
    const confirmed = confirmOrder(ctx.services, current, request, key, fingerprint, ctx.origin);
    risk = confirmed.risk;
    return confirmed.order;
  });
  const response = replay ?? updated?.confirmations.at(-1)?.response;
  if (!response) throw conflict(`Order ${order.id} no longer exists.`);
  if (risk && updated) keepCheckoutRisk(ctx.services, updated, risk);
  sendJson(ctx.res, 200, response);
}
