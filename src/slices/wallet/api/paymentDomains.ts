import * as z from 'zod/mini';
import { isoDateTime, pattern } from '../../../api/primitives.js';

/**
 * A host name as a browser's address bar shows it: lower-case labels of letters, digits and
 * hyphens, dot-separated, 253 characters at most (an internationalized name in its `xn--` form).
 * An IPv4 address and `localhost` pass too, so a merchant can test on their own machine.
 */
export const HOST_NAME_PATTERN =
  /^(?=[a-z0-9.-]{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

export const paymentDomainNameSchema = /* @__PURE__ */ pattern(
  HOST_NAME_PATTERN,
  253,
  'must be a host name in lower case, e.g. shop.example.com: no https://, path or port',
);

export const paymentDomainRequestSchema = /* @__PURE__ */ z.object({
  domain: paymentDomainNameSchema,
});
export type PaymentDomainRequest = z.infer<typeof paymentDomainRequestSchema>;

/** A top-level domain where the merchant's pages may offer Apple Pay. */
export const paymentDomainSchema = /* @__PURE__ */ z.object({
  domain: paymentDomainNameSchema,
  createdAt: isoDateTime(),
});
export type PaymentDomain = z.infer<typeof paymentDomainSchema>;

export const paymentDomainListSchema = /* @__PURE__ */ z.array(paymentDomainSchema);
