import { requireMerchant } from '../../../sandbox/http/auth.js';
import { queryObject } from '../../../sandbox/http/body.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { notFound } from '../../../sandbox/http/errors.js';
import { sendJson } from '../../../sandbox/http/respond.js';
import { validate } from '../../../sandbox/http/validate.js';
import type { IdentityEntry } from '../../../sandbox/store/records.js';
import { scopedKey } from '../../../sandbox/store/store.js';
import { identityTokenRequestSchema, verificationQuerySchema } from '../api/identity.js';
import { type IdentityRecord, issueIdentityToken, verificationResult } from './identity/index.js';

/** POST /v1/identity-documents/tokens: a capture session, kept for its verification result. */
export async function createIdentityToken(ctx: RequestContext): Promise<void> {
  const merchant = requireMerchant(ctx);
  const request = validate(identityTokenRequestSchema, await ctx.body(), 'identity token request');
  const { store, clock } = ctx.services;
  const { response, record } = issueIdentityToken(request, clock.date());
  const entry: IdentityEntry<IdentityRecord> = {
    merchantId: merchant.clientId,
    verificationId: response.verification_id,
    record,
    createdAt: clock.now(),
  };
  store.identities.put(scopedKey(merchant.clientId, response.verification_id), entry);
  sendJson(ctx.res, 200, response);
}

/** GET /v1/identityDocuments/verifications/{id}: only the merchant's own sessions. */
export function getVerification(ctx: RequestContext): void {
  const merchant = requireMerchant(ctx);
  const id = ctx.params.verificationId as string;
  const query = validate(verificationQuerySchema, queryObject(ctx.query), 'verification query');
  const { store, clock } = ctx.services;
  const entry = store.identities.get(scopedKey(merchant.clientId, id)) as
    | IdentityEntry<IdentityRecord>
    | undefined;
  const result = verificationResult(entry?.record, id, query, clock.date());
  if (!result) throw notFound('No identity verification with this id for this merchant.');
  sendJson(ctx.res, 200, result);
}
