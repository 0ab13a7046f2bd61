// Test-only: values of the widget protocol for unit tests, each a valid answer of the service.

import type { CheckoutSession, OrderState, Transition } from '../../api/checkout.js';
import type { Quote } from '../../api/checkoutPayment.js';
import { EXAMPLE_BUYER } from '../../api/exampleData.js';
import type { Order, OrderStatus } from '../../api/orders.js';
import type { BankLink } from '../../slices/ach/api/bankLink.js';
import type {
  IdentityCheck,
  IdentityFailure,
  IdentityHistoryEntry,
  IdentityReason,
} from '../../slices/document/api/identityCheck.js';

export const TOKEN = '0b6f0c2e-6a58-4d8e-9f3a-1c2d3e4f5a6b';
export const BASE_URL = 'http://sandbox.test/v1';
export const BANK_ACCOUNT_ID = 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b';
const AT = '2026-11-22T10:00:00.000Z';

export function draftOrder(): Order {
  return {
    id: 'ord_1',
    createdAt: AT,
    referenceId: 'ref-1',
    status: 'Draft',
    expiresAt: '2026-11-22T10:30:00.000Z',
    total: 12.34,
    subtotal: 10,
    data: { name: 'Genesis #1', imageUrl: 'https://example.com/nft/1.png' },
  };
}

/** A session's buyer checks: phone verification, and the tax id for US buyers. */
export function checks(
  ask: { phone: boolean; taxId: boolean; verifiedPhone?: string; identity?: boolean } = {
    phone: true,
    taxId: true,
  },
): CheckoutSession['checks'] {
  return {
    phone: {
      required: ask.phone,
      ...(ask.verifiedPhone ? { verifiedPhone: ask.verifiedPhone } : {}),
    },
    taxId: {
      countries: ask.taxId ? ['US'] : [],
      frameUrl: 'http://sandbox.test/v1/checkout/tax-id-frame',
    },
    identity: {
      enabled: ask.identity ?? false,
      frameUrl: 'http://sandbox.test/v1/checkout/document-frame',
    },
  };
}

/** The test buyer: the session's prefill, and the buyer the service is sent. */
export const BUYER = {
  ...EXAMPLE_BUYER,
  phone: '+1 991 234 5678',
  address: { ...EXAMPLE_BUYER.address },
};

export function session(overrides: Partial<CheckoutSession> = {}): CheckoutSession {
  return {
    state: { order: draftOrder(), transitions: [], attemptsLeft: 2 },
    nft: {
      name: 'Genesis #1',
      imageUrl: 'https://example.com/nft/1.png',
      price: 10,
      quantity: 1,
      currencyCode: 'usd',
    },
    identityPrefill: BUYER,
    paymentMethods: { enabled: ['us_debit', 'us_credit', 'ach'], default: 'us_debit' },
    cardFrameUrl: 'http://sandbox.test/v1/checkout/card-frame?origin=http%3A%2F%2Flocalhost%3A3000',
    expiresAt: '2026-11-22T10:30:00.000Z',
    sessionKey: 'session-1',
    now: AT,
    maxExpiresAt: '2026-11-22T11:00:00.000Z',
    // No buyer checks unless a test asks for them (checks() below).
    checks: checks({ phone: false, taxId: false }),
    ...overrides,
  };
}

export const QUOTE: Quote = {
  currency: 'usd',
  subtotal: 10,
  taxRate: 7.25,
  taxRegion: 'US-CA',
  tax: 0.73,
  clientProcessingFee: 1.11,
  networkFee: 0.5,
  total: 12.34,
};

export const BANK_LINK: BankLink = {
  bankAccountId: BANK_ACCOUNT_ID,
  institutionName: 'First Platypus Bank',
  accountName: 'Checking',
  mask: '0000',
};

/** Builds an order state with a history of the given statuses after Draft. */
export function stateWith(
  statuses: OrderStatus[],
  extra: { reasonCode?: string; txHash?: string; attemptsLeft?: number } = {},
): OrderState {
  const transitions: Transition[] = [];
  let from: OrderStatus = 'Draft';
  statuses.forEach((to, index) => {
    transitions.push({
      sequence: index + 1,
      from,
      to,
      at: AT,
      ...((to === 'Declined' || to === 'Cancelled') && extra.reasonCode
        ? { reasonCode: extra.reasonCode }
        : {}),
      ...(to === 'Complete' && extra.txHash ? { txHash: extra.txHash } : {}),
    });
    from = to;
  });
  const status = statuses.at(-1) ?? 'Draft';
  const order: Order = { ...draftOrder(), status };
  if (
    extra.reasonCode &&
    (status === 'Declined' || status === 'Cancelled' || status === 'Refunded')
  ) {
    order.error = { reasonCode: extra.reasonCode };
  }
  if (extra.txHash && status === 'Complete') order.withdrawal = { txHash: extra.txHash };
  return { order, transitions, attemptsLeft: extra.attemptsLeft ?? 2 };
}

/** One step of an identity check: a phase, or `failed` with its failure. */
export type IdentityStep = 'required' | 'submitted' | 'verified' | `failed:${IdentityFailure}`;

/**
 * An identity check that went through `steps` (each capture `ver_<n>`, one attempt each), as the
 * service reports it: its status, failure and verification id are the last step's.
 */
export function identityAfter(
  steps: IdentityStep[],
  reason: IdentityReason = 'risk_medium',
): IdentityCheck {
  let captures = 0;
  const history = steps.map((step): IdentityHistoryEntry => {
    const [phase, failure] = step.split(':') as [IdentityHistoryEntry['phase'], IdentityFailure?];
    if (phase === 'required') return { phase, reason, at: AT };
    if (phase === 'submitted') captures++;
    return { phase, verificationId: `ver_${captures}`, ...(failure ? { failure } : {}), at: AT };
  });
  const last = history.at(-1);
  return {
    required: true,
    status: last?.phase ?? 'required',
    reason,
    ...(last?.verificationId ? { verificationId: last.verificationId } : {}),
    ...(last?.failure ? { failure: last.failure } : {}),
    attemptsLeft: 3 - captures,
    history,
  };
}

/** The draft order with the identity check after `steps` (see identityAfter). */
export function stateWithIdentity(
  steps: IdentityStep[],
  reason?: IdentityReason,
  base: OrderState = stateWith([]),
): OrderState {
  return { ...base, identity: identityAfter(steps, reason) };
}
