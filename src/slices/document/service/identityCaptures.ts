import { randomUUID } from 'node:crypto';
import { countCheckoutRequest } from '../../../sandbox/handlers/browser/checkoutLimits.js';
import { assertPayable } from '../../../sandbox/handlers/browser/payable.js';
import { requireClientToken } from '../../../sandbox/http/auth.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { conflict } from '../../../sandbox/http/errors.js';
import { sendJson } from '../../../sandbox/http/respond.js';
import { validate } from '../../../sandbox/http/validate.js';
import type { IdentityEntry } from '../../../sandbox/store/records.js';
import { scopedKey } from '../../../sandbox/store/store.js';
import { type Capture, captureRequestSchema, captureSides } from '../api/identityCheck.js';
import { holderOf } from './identity/capture.js';
import { captureRefusal } from './identity/check.js';
import { type IdentityRecord, issueIdentityToken } from './identity/index.js';

/**
 * POST /v1/checkout/identity/captures: a capture session for the document the buyer chose, from
 * the document frame only (no CORS). It is an identity-document session of the spec (2.10), so
 * the merchant reads its result at GET /v1/identityDocuments/verifications/{id}.
 */
export async function postIdentityCapture(ctx: RequestContext): Promise<void> {
  const { order } = requireClientToken(ctx, 'write');
  countCheckoutRequest(ctx, order, 'identityCapture');
  const request = validate(captureRequestSchema, await ctx.body(), 'capture request');
  const { store, clock } = ctx.services;
  const current = ctx.services.runner.load(order.id) ?? order;
  assertPayable(current);
  const refusal = captureRefusal(current.identity);
  if (refusal) throw conflict(`No identity document capture can start: ${refusal}.`);
  const holder = current.identityBuyer;
  if (!holder) throw conflict('No identity document capture can start: assess the buyer first.');
  const { response, record } = issueIdentityToken(
    {
      sessionKey: current.sessionKey,
      customerId: current.userId,
      provider: request.documentType === 'passport' ? 'au10tix' : 'incode',
    },
    clock.date(),
    randomUUID(),
  );
  const entry: IdentityEntry<IdentityRecord> = {
    merchantId: current.merchantId,
    verificationId: response.verification_id,
    record: {
      ...record,
      capture: {
        orderId: current.id,
        documentType: request.documentType,
        issuingCountry: request.issuingCountry,
        holder: holderOf(holder),
        images: {},
      },
    },
    createdAt: clock.now(),
  };
  store.identities.put(scopedKey(current.merchantId, response.verification_id), entry);
  const answer: Capture = {
    verificationId: response.verification_id,
    documentType: request.documentType,
    sides: [...captureSides(request.documentType)],
    expiresAt: new Date(record.expiresAtMs).toISOString(),
  };
  sendJson(ctx.res, 201, answer);
}
