// The slices' calls of the merchant's client, listed once: the client is the central calls and
// each of these (src/api/serviceClient.ts).
import { bankAccountCalls } from '../slices/ach/api/bankAccountCalls.js';
import { identityMerchantCalls } from '../slices/document/api/identityMerchantCalls.js';
import { paymentDomainCalls } from '../slices/wallet/api/paymentDomainCalls.js';
import type { CallsOf } from './callsOf.js';
import type { MerchantCallContext } from './merchantCall.js';

export const MERCHANT_CALLS = [
  identityMerchantCalls,
  bankAccountCalls,
  paymentDomainCalls,
] as const;

/** Every slice's merchant calls, as one object. */
export type SliceMerchantCalls = CallsOf<typeof MERCHANT_CALLS>;

export const sliceMerchantCalls = (context: MerchantCallContext): SliceMerchantCalls =>
  Object.assign({}, ...MERCHANT_CALLS.map((calls) => calls(context)));
