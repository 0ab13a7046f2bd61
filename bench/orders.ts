// Orders for the bench, made the way a merchant server and a buyer make them: a client token
// (merchant credentials), then a card token and a confirm (the buyer's client token).
import { randomUUID } from 'node:crypto';
import type { Buyer, OrderState } from '../src/api/checkout.js';
import { createCheckoutClient } from '../src/api/checkoutClient.js';
import type { ClientTokenRequest } from '../src/api/clientTokens.js';
import { createServiceClient } from '../src/api/serviceClient.js';
import { httpFetch } from './httpFetch.js';

/** The sandbox's documented merchant (README, sandbox test values). */
export const MERCHANT = { clientId: 'sandbox-merchant', clientSecret: 'sandbox-secret' };
export const BASIC_AUTH = `Basic ${Buffer.from(`${MERCHANT.clientId}:${MERCHANT.clientSecret}`).toString('base64')}`;

/** The sandbox's US debit test card: the payment succeeds. */
const GOOD_CARD = { number: '4659105569051157', expMonth: 12, expYear: 2099, cvc: '123' };

export const BUYER: Buyer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-12-10',
  emailAddress: 'ada+low-risk@example.com',
  phone: '+1 990 555 0100',
  address: {
    street1: '1 Main St',
    city: 'San Francisco',
    regionCode: 'CA',
    postalCode: '94105',
    countryCode: 'US',
  },
};

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

export interface BenchOrder {
  clientToken: string;
  orderId: string;
}

export function merchantClient(baseUrl: string) {
  return createServiceClient({
    baseUrl,
    credentials: MERCHANT,
    retry: { retries: 0 },
    fetch: httpFetch,
  });
}

/** A new Draft order and its client token. */
export async function createOrder(baseUrl: string, imageUrl?: string): Promise<BenchOrder> {
  const { clientToken } = await merchantClient(baseUrl).createClientToken(nftRequest(imageUrl));
  const checkout = createCheckoutClient({
    baseUrl,
    clientToken,
    retry: { retries: 0 },
    fetch: httpFetch,
  });
  const session = await checkout.getSession();
  return { clientToken, orderId: session.state.order.id };
}

/** Pays the order with the good test card, as the widget and its card frame would. */
export async function payOrder(baseUrl: string, clientToken: string): Promise<OrderState> {
  const checkout = createCheckoutClient({
    baseUrl,
    clientToken,
    retry: { retries: 0 },
    fetch: httpFetch,
  });
  const card = await checkout.tokenizeCard(GOOD_CARD);
  return checkout.confirm(
    { buyer: BUYER, payment: { type: 'card', cardToken: card.cardToken } },
    randomUUID(),
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
