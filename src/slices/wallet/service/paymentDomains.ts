import { requireMerchant } from '../../../sandbox/http/auth.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { notFound } from '../../../sandbox/http/errors.js';
import { sendJson, sendJsonList } from '../../../sandbox/http/respond.js';
import { validate } from '../../../sandbox/http/validate.js';
import { scopedKey } from '../../../sandbox/store/store.js';
import {
  type PaymentDomain,
  paymentDomainNameSchema,
  paymentDomainRequestSchema,
} from '../api/paymentDomains.js';
import type { PaymentDomainRecord } from './paymentDomainRecord.js';

const answer = (record: PaymentDomainRecord): PaymentDomain => ({
  domain: record.domain,
  createdAt: new Date(record.createdAt).toISOString(),
});

/** POST /v1/payment-domains: registers a domain; one registered already answers as it was. */
export async function addPaymentDomain(ctx: RequestContext): Promise<void> {
  const merchant = requireMerchant(ctx);
  const { domain } = validate(paymentDomainRequestSchema, await ctx.body(), 'payment domain');
  const key = scopedKey(merchant.clientId, domain);
  const { paymentDomains } = ctx.services.store;
  const known = paymentDomains.get(key);
  if (known) return sendJson(ctx.res, 200, answer(known));
  const record = { merchantId: merchant.clientId, domain, createdAt: ctx.services.clock.now() };
  paymentDomains.put(key, record);
  sendJson(ctx.res, 200, answer(record));
}

/** GET /v1/payment-domains: the merchant's domains, oldest first. */
export function listPaymentDomains(ctx: RequestContext): void {
  const merchant = requireMerchant(ctx);
  const own = ctx.services.store.paymentDomains.filter((r) => r.merchantId === merchant.clientId);
  sendJsonList(ctx.res, own.map(answer));
}

/** DELETE /v1/payment-domains/{domain}: the domain's pages offer no Apple Pay any more. */
export function removePaymentDomain(ctx: RequestContext): void {
  const merchant = requireMerchant(ctx);
  const domain = validate(paymentDomainNameSchema, ctx.params.domain, 'domain', ['domain']);
  if (!ctx.services.store.paymentDomains.delete(scopedKey(merchant.clientId, domain))) {
    // The name is not echoed: a path can carry anything, a card number too.
    throw notFound(
      "This domain is not among the merchant's payment domains: GET /v1/payment-domains lists them.",
    );
  }
  sendJson(ctx.res, 200, { success: true });
}
