import { randomUUID } from 'node:crypto';
import {
  CHECKPOINT_NAMES,
  customerListQuerySchema,
  riskRequestASchema,
  riskRequestBSchema,
} from '../../api/customers.js';
import { summarizeIssues } from '../../api/issues.js';
import { requireMerchant } from '../http/auth.js';
import { queryObject } from '../http/body.js';
import type { RequestContext } from '../http/context.js';
import { httpError } from '../http/errors.js';
import { sendJson, sendJsonList } from '../http/respond.js';
import { validate } from '../http/validate.js';
import { evaluateRisk } from '../risk/index.js';
import { scopedKey } from '../store/store.js';

/** The shape the body claims (a string flow is shape A), so its own fields can be named. */
function schemaFor(body: unknown) {
  const flow =
    typeof body === 'object' && body !== null ? (body as { flow?: unknown }).flow : undefined;
  return typeof flow === 'string' ? riskRequestASchema : riskRequestBSchema;
}

/** POST /v1/customers: evaluates the customer, with the session's device data when it exists. */
export async function evaluateCustomer(ctx: RequestContext): Promise<void> {
  const merchant = requireMerchant(ctx);
  const body = await ctx.body();
  const request = validate(schemaFor(body), body, 'customer risk request');
  const { store, clock } = ctx.services;
  const device = store.devices.get(scopedKey(merchant.clientId, request.sessionKey))?.device;
  const result = evaluateRisk({ request, device, now: clock.date() });
  if (!result.ok) {
    const listed = ('checkpoints' in request ? request.checkpoints : undefined) ?? [];
    const issues = [
      ...result.unknownCheckpoints.map((name) => ({
        path: `checkpoints.${Math.max(0, listed.indexOf(name))}`,
        message: `is not a checkpoint: use ${CHECKPOINT_NAMES.join(', ')}`,
      })),
      ...result.missingCheckpoints.map((name) => ({
        path: 'checkpoints',
        message: `must include ${name} when other checkpoints are listed`,
      })),
    ];
    // The issues name positions, never the names sent (which could be anything).
    throw httpError(422, 'VALIDATION', `Invalid checkpoints: ${summarizeIssues(issues)}.`, issues);
  }
  store.riskResponses.put(randomUUID(), {
    merchantId: merchant.clientId,
    customerId: request.customer.id,
    response: result.response,
    createdAt: clock.now(),
  });
  sendJson(ctx.res, 200, result.response);
}

/** GET /v1/customers: the merchant's risk evaluations, oldest first, by customer_id if given. */
export function listCustomers(ctx: RequestContext): void {
  const merchant = requireMerchant(ctx);
  const query = validate(customerListQuerySchema, queryObject(ctx.query), 'customer list query');
  const records = ctx.services.store.riskResponses.filter(
    (r) =>
      r.merchantId === merchant.clientId &&
      (query.customer_id === undefined || r.customerId === query.customer_id),
  );
  sendJsonList(
    ctx.res,
    records.map((r) => r.response),
  );
}
