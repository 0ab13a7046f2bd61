// Orders for the bench, made the way a merchant server and a buyer make them: a client token
// (merchant credentials), then a card token, the US buyer's tax id token and a confirm (the
// buyer's client token). Plain
// requests, no response validation: the load generator must cost far less than the service.
import { randomUUID } from 'node:crypto';
import type { CheckoutSession, OrderState } from '../src/api/checkout.js';
import type { Buyer } from '../src/api/checkoutBuyer.js';
import type { ClientTokenRequest, ClientTokenResponse } from '../src/api/clientTokens.js';
import { EXAMPLE_BUYER } from '../src/api/exampleData.js';
import type { CardToken } from '../src/slices/card/api/cardToken.js';
import type { TaxIdToken } from '../src/slices/taxId/api/checkoutTaxId.js';
import { httpFetch } from './httpFetch.js';

/** The sandbox's documented merchant (README, sandbox test values). */
export const MERCHANT = { clientId: 'sandbox-merchant', clientSecret: 'sandbox-secret' };
export const BASIC_AUTH = `Basic ${Buffer.from(`${MERCHANT.clientId}:${MERCHANT.clientSecret}`).toString('base64')}`;

/** A valid SSN for the US buyer, as the tax-id frame sends it. */
const SSN = '123456789';

/** The sandbox's US debit test card: the payment succeeds. */
const GOOD_CARD = { number: '4659105569051157', expMonth: 12, expYear: 2099, cvc: '123' };

export const BUYER: Buyer = { ...EXAMPLE_BUYER, emailAddress: 'ada+low-risk@example.com' };

export function nftRequest(imageUrl = 'https://example.com/nft/1.png'): ClientTokenRequest {
  return {
    nft: {
      name: 'Bench #1',
      imageUrl,
      price: 100,
      quantity: 1,
      currencyCode: 'usd',
      recipientAddress: '0xabc',
      contractAddress: '0xdef',
      // Delivered on chain by the service itself: the order completes with no merchant event.
      executionType: 'smart_contract',
    },
  };
}

/** One JSON request; anything but 2xx is an error naming the endpoint and the answer. */
export async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  authorization: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await httpFetch(url, {
    method,
    headers: {
      authorization,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok)
    throw new Error(`${method} ${new URL(url).pathname} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

export interface BenchOrder {
  clientToken: string;
  orderId: string;
}

/** A client token for a new Draft order. */
export async function createClientToken(baseUrl: string, imageUrl?: string): Promise<string> {
  const url = `${baseUrl}/auth/client-tokens`;
  const response = await call<ClientTokenResponse>('POST', url, BASIC_AUTH, nftRequest(imageUrl));
  return response.clientToken;
}

/** A new Draft order and its client token. */
export async function createOrder(baseUrl: string, imageUrl?: string): Promise<BenchOrder> {
  const clientToken = await createClientToken(baseUrl, imageUrl);
  const session = await call<CheckoutSession>(
    'GET',
    `${baseUrl}/checkout/session`,
    `Bearer ${clientToken}`,
  );
  return { clientToken, orderId: session.state.order.id };
}

/** Pays the order with the good test card, as the widget and its card frame would. */
export async function payOrder(baseUrl: string, clientToken: string): Promise<OrderState> {
  const bearer = `Bearer ${clientToken}`;
  const card = await call<CardToken>('POST', `${baseUrl}/checkout/cards`, bearer, GOOD_CARD);
  // A US address needs the buyer's SSN, tokenized by the service as its tax-id frame does.
  const taxId = await call<TaxIdToken>('POST', `${baseUrl}/checkout/tax-ids`, bearer, {
    taxId: SSN,
  });
  return call<OrderState>(
    'POST',
    `${baseUrl}/checkout/confirm`,
    bearer,
    {
      buyer: BUYER,
      payment: { type: 'card', cardToken: card.cardToken },
      taxIdToken: taxId.taxIdToken,
    },
    { 'idempotency-key': randomUUID() },
  );
}

/** Runs `task` for 0…count-1 with at most `concurrency` running at once. */
export async function inPool(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(count, concurrency) }, worker));
}
