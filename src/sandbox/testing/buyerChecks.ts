// Test-only: a sandbox checkout's buyer checks passed over HTTP, as the widget and the tax-id
// frame pass them. Plain fetch and a base URL ending in /v1, so unit, integration and e2e
// tests can all use it.
import type {
  Buyer,
  CheckoutSession,
  PhoneCodeAnswer,
  PhoneVerifyAnswer,
  TaxIdToken,
} from '../../api/checkout.js';
import { type ErrorCode, NftCheckoutError } from '../../api/errors.js';
import { testPhoneCode } from '../verification/phoneCodes.js';

/** A valid SSN that changes no risk level (TEST_SSNS in src/api/taxId.ts move it). */
export const PLAIN_SSN = '123456789';

async function call<T>(
  baseUrl: string,
  clientToken: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${clientToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as unknown;
  if (res.ok) return json as T;
  // The service's refusal as the typed clients raise it, so tests match on code and status.
  const error = json as { code: ErrorCode; message: string; issues?: [] };
  throw new NftCheckoutError(error.code, `${method} ${path}: ${error.message}`, {
    status: res.status,
    issues: error.issues,
  });
}

/** POST /checkout/phone/code. */
export function requestPhoneCode(
  baseUrl: string,
  clientToken: string,
  phone: string,
): Promise<PhoneCodeAnswer> {
  return call(baseUrl, clientToken, 'POST', '/checkout/phone/code', { phone });
}

/** POST /checkout/phone/verify, by default with a test phone's code (its last six digits). */
export function verifyPhoneCode(
  baseUrl: string,
  clientToken: string,
  phone: string,
  code: string = testPhoneCode(phone),
): Promise<PhoneVerifyAnswer> {
  return call(baseUrl, clientToken, 'POST', '/checkout/phone/verify', { phone, code });
}

/** POST /checkout/tax-ids, the tax-id frame's call: a token of this checkout for `ssn`. */
export function createTaxIdToken(
  baseUrl: string,
  clientToken: string,
  ssn: string = PLAIN_SSN,
): Promise<TaxIdToken> {
  return call(baseUrl, clientToken, 'POST', '/checkout/tax-ids', { taxId: ssn });
}

/**
 * Verifies the phone of a test buyer (`+1 99…`; a `+1 990…` returning buyer needs nothing) for
 * the checkout's merchant. Any other phone's code is only in the sandbox log, so it throws.
 */
export async function verifyPhone(baseUrl: string, clientToken: string, phone: string) {
  const sent = await requestPhoneCode(baseUrl, clientToken, phone);
  if (sent.status === 'verified') return;
  if (sent.status !== 'sent') {
    throw new NftCheckoutError('CONFLICT', `No code was sent to the phone: it is ${sent.status}.`);
  }
  const checked = await verifyPhoneCode(baseUrl, clientToken, phone);
  if (checked.status !== 'verified') {
    throw new NftCheckoutError(
      'VALIDATION',
      `The code was not accepted (${checked.status}): use a +1 99… test phone, whose code is its last six digits.`,
    );
  }
}

/**
 * Whatever the session's `checks` ask of `buyer`, done: the phone verified, and a tax id token
 * when the buyer's country gives one. Spread the result into the confirm body.
 */
export async function passBuyerChecks(
  baseUrl: string,
  clientToken: string,
  buyer: Pick<Buyer, 'phone' | 'address'>,
  ssn: string = PLAIN_SSN,
): Promise<{ taxIdToken?: string }> {
  const { checks } = await call<CheckoutSession>(baseUrl, clientToken, 'GET', '/checkout/session');
  if (checks.phone.required) await verifyPhone(baseUrl, clientToken, buyer.phone);
  if (!checks.taxId.countries.includes(buyer.address.countryCode)) return {};
  const { taxIdToken } = await createTaxIdToken(baseUrl, clientToken, ssn);
  return { taxIdToken };
}
