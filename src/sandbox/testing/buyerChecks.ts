// Test-only: a sandbox checkout's buyer checks passed over HTTP, as the widget and the tax-id
// frame pass them. Plain fetch and a base URL ending in /v1, so unit, integration and e2e
// tests can all use it.

import type { CheckoutSession, OrderState } from '../../api/checkout.js';
import type { Buyer } from '../../api/checkoutBuyer.js';
import { type ErrorCode, NftCheckoutError } from '../../api/errors.js';
import { pngImage } from '../../api/testing/images.js';
import type {
  Capture,
  CaptureSide,
  IdentityCheck,
  IdentityDocumentType,
} from '../../slices/document/api/identityCheck.js';
import type { PhoneCodeAnswer, PhoneVerifyAnswer } from '../../slices/phone/api/checkoutPhone.js';
import { testPhoneCode } from '../../slices/phone/service/phoneCodes.js';
import type { TaxIdToken } from '../../slices/taxId/api/checkoutTaxId.js';

/** A valid SSN that changes no risk level (TEST_SSNS in src/api/ssn.ts move it). */
export const PLAIN_SSN = '123456789';

async function call<T>(
  baseUrl: string,
  clientToken: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const raw = body instanceof Uint8Array;
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${clientToken}`,
      ...(body === undefined ? {} : { 'content-type': raw ? 'image/png' : 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : raw ? new Uint8Array(body) : JSON.stringify(body),
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

export interface DocumentOptions {
  /** Sent as every photo's X-File-Name: its words choose the sandbox verdict (`forged`, …). */
  fileName?: string;
  documentType?: IdentityDocumentType;
  /** Default: the buyer's address country. */
  issuingCountry?: string;
  /** The tax id token the assessment needs for a US buyer. */
  taxIdToken?: string;
  /** How long to wait for the verdict (default 8 s). */
  timeoutMs?: number;
}

/** Whether the order's identity check takes a capture now. */
export function awaitsCapture(identity: IdentityCheck | undefined): boolean {
  if (identity?.status === 'required') return true;
  return (
    identity?.status === 'failed' &&
    identity.attemptsLeft > 0 &&
    identity.failure !== 'document_forged'
  );
}

/** PUT one photo of a capture, as the document frame sends it. */
export function uploadCaptureImage(
  baseUrl: string,
  clientToken: string,
  verificationId: string,
  side: CaptureSide,
  image: Uint8Array,
  fileName?: string,
) {
  const path = `/checkout/identity/captures/${verificationId}/images/${side}`;
  const headers: Record<string, string> = fileName ? { 'x-file-name': fileName } : {};
  return call(baseUrl, clientToken, 'PUT', path, image, headers);
}

/**
 * The document frame's part: a capture of the document, a generated 1200×800 PNG for each side
 * it takes (each a different colour), and the submission. Answers the capture's verification id.
 */
export async function captureDocument(
  baseUrl: string,
  clientToken: string,
  issuingCountry: string,
  options: DocumentOptions = {},
): Promise<string> {
  const documentType = options.documentType ?? 'driver_license';
  const capture = await call<Capture>(baseUrl, clientToken, 'POST', '/checkout/identity/captures', {
    documentType,
    issuingCountry: options.issuingCountry ?? issuingCountry,
  });
  const { verificationId } = capture;
  for (const [i, side] of capture.sides.entries()) {
    const image = pngImage(1200, 800, [40 * i, 90, 160]);
    await uploadCaptureImage(baseUrl, clientToken, verificationId, side, image, options.fileName);
  }
  const path = `/checkout/identity/captures/${verificationId}/submit`;
  await call(baseUrl, clientToken, 'POST', path, {});
  return verificationId;
}

/** Polls the order until the capture's verdict is in (or the order is cancelled). */
export async function waitForVerdict(
  baseUrl: string,
  clientToken: string,
  verificationId: string,
  timeoutMs = 8000,
): Promise<OrderState> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const state = await call<OrderState>(baseUrl, clientToken, 'GET', '/checkout/order');
    const { identity } = state;
    const decided =
      identity?.verificationId === verificationId &&
      (identity.status === 'verified' || identity.status === 'failed');
    if (decided || state.order.status === 'Cancelled') return state;
    if (Date.now() > until) {
      throw new NftCheckoutError('TIMEOUT', `No verdict for capture ${verificationId} in time.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

/**
 * The identity step as the widget and the document frame run it: the assessment, then, when it
 * asks for a document, a capture of generated photos, submitted, and its verdict awaited.
 * Answers the order state after it (the assessment's, when no document was asked for).
 */
export async function verifyIdentityDocument(
  baseUrl: string,
  clientToken: string,
  buyer: Buyer,
  options: DocumentOptions = {},
): Promise<OrderState> {
  const { taxIdToken } = options;
  const assessed = await call<OrderState>(
    baseUrl,
    clientToken,
    'POST',
    '/checkout/identity/assess',
    {
      buyer,
      ...(taxIdToken ? { taxIdToken } : {}),
    },
  );
  if (!awaitsCapture(assessed.identity)) return assessed;
  const country = buyer.address.countryCode;
  const verificationId = await captureDocument(baseUrl, clientToken, country, options);
  return waitForVerdict(baseUrl, clientToken, verificationId, options.timeoutMs);
}

export interface BuyerCheckOptions {
  /**
   * The identity step: its options, or `false` to skip it (to test a confirm without an
   * assessment, e.g. a very high risk cancelled after payment).
   */
  document?: DocumentOptions | false;
}

const isFullBuyer = (buyer: Pick<Buyer, 'phone' | 'address'>): buyer is Buyer =>
  'firstName' in buyer && 'dateOfBirth' in buyer;

/**
 * Whatever the session's `checks` ask of `buyer`, done: the phone verified, a tax id token when
 * the buyer's country gives one, and (for a whole buyer) the identity assessment with a verified
 * document when it asks for one. Spread the result into the confirm body.
 */
export async function passBuyerChecks(
  baseUrl: string,
  clientToken: string,
  buyer: Buyer | Pick<Buyer, 'phone' | 'address'>,
  ssn: string = PLAIN_SSN,
  options: BuyerCheckOptions = {},
): Promise<{ taxIdToken?: string }> {
  const { checks } = await call<CheckoutSession>(baseUrl, clientToken, 'GET', '/checkout/session');
  if (checks.phone.required) await verifyPhone(baseUrl, clientToken, buyer.phone);
  const token = checks.taxId.countries.includes(buyer.address.countryCode)
    ? (await createTaxIdToken(baseUrl, clientToken, ssn)).taxIdToken
    : undefined;
  if (checks.identity.enabled && options.document !== false && isFullBuyer(buyer)) {
    const document = { ...options.document, ...(token ? { taxIdToken: token } : {}) };
    await verifyIdentityDocument(baseUrl, clientToken, buyer, document);
  }
  return token ? { taxIdToken: token } : {};
}
