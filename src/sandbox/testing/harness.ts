// Test-only: a sandbox on 127.0.0.1 (port 0) with fast delays, typed clients and raw requests.
import { expect } from 'vitest';
import type { OrderState } from '../../api/checkout.js';
import type { Buyer } from '../../api/checkoutBuyer.js';
import { createCheckoutClient } from '../../api/checkoutClient.js';

export { buyer } from './fixtures.js';

import type { ClientTokenRequest } from '../../api/clientTokens.js';
import type { OrderStatus } from '../../api/orders.js';
import { createServiceClient } from '../../api/serviceClient.js';
import { type Sandbox, startSandbox } from '../index.js';
import type { SandboxOptions } from '../options.js';
import { type BuyerCheckOptions, passBuyerChecks } from './buyerChecks.js';
import { buyer } from './fixtures.js';

export const MERCHANT = { clientId: 'sandbox-merchant', clientSecret: 'sandbox-secret' };
export const MERCHANT_2 = { clientId: 'sandbox-merchant-2', clientSecret: 'sandbox-secret-2' };

export const CARDS = {
  usDebit: '4659105569051157',
  internationalCredit: '4010056200000018',
  usCredit: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  frictionless: '4000002700000001',
  challenge: '4000002700000019',
  challengeOtp: '4000002700000027',
  authenticationUnavailable: '4000002700000035',
  challengeThenDeclined: '4000002700000043',
} as const;

export const basic = (c: { clientId: string; clientSecret: string }) =>
  `Basic ${Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64')}`;

export function nftRequest(over: Partial<ClientTokenRequest> = {}): ClientTokenRequest {
  return {
    nft: {
      name: 'Genesis #1',
      imageUrl: 'https://example.com/nft/1.png',
      price: 100,
      quantity: 1,
      currencyCode: 'usd',
      recipientAddress: '0xabc',
      contractAddress: '0xdef',
    },
    ...over,
  };
}

const FINAL: OrderStatus[] = ['Complete', 'Expired', 'Refunded'];

export interface TestSandbox {
  sandbox: Sandbox;
  url: string;
  merchant: ReturnType<typeof createServiceClient>;
  merchant2: ReturnType<typeof createServiceClient>;
  checkout(clientToken: string): ReturnType<typeof createCheckoutClient>;
  /** A client token (and its client) for a new Draft order. */
  open(request?: ClientTokenRequest): Promise<Checkout>;
  /** A raw request: `auth` is the Authorization value, `body` is sent as is when a string. */
  raw(method: string, path: string, init?: RawInit): Promise<RawResponse>;
  close(): Promise<void>;
}

export interface Checkout {
  token: string;
  expiresAt: string;
  orderId: string;
  client: ReturnType<typeof createCheckoutClient>;
  /**
   * Passes the buyer checks the session asks of `who` (phone, tax id with `ssn`, the identity
   * assessment and a document when it asks for one): spread the result into the confirm body.
   */
  passChecks(
    who?: Buyer,
    ssn?: string,
    options?: BuyerCheckOptions,
  ): Promise<{ taxIdToken?: string }>;
  /** Passes the buyer checks, tokenizes `number` and confirms with a new idempotency key. */
  payWithCard(
    number: string,
    who?: Buyer,
    ssn?: string,
    options?: BuyerCheckOptions,
  ): Promise<OrderState>;
  /** Polls the order until it reaches `status` (or fails on a final other status). */
  waitFor(status: OrderStatus, timeoutMs?: number): Promise<OrderState>;
}

export interface RawInit {
  auth?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Stop after the status and headers (for event streams, which do not end by themselves). */
  headersOnly?: boolean;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const sandbox = await startSandbox({ delays: 'fast', quiet: true, heartbeatMs: 100, ...options });
  const url = sandbox.url;
  const noRetry = { retries: 0 };
  const merchant = createServiceClient({ baseUrl: url, credentials: MERCHANT, retry: noRetry });
  const merchant2 = createServiceClient({ baseUrl: url, credentials: MERCHANT_2, retry: noRetry });
  const checkout = (clientToken: string) =>
    createCheckoutClient({ baseUrl: url, clientToken, retry: noRetry });

  const raw: TestSandbox['raw'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.auth) headers.authorization = init.auth;
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    const controller = new AbortController();
    const res = await fetch(`${sandbox.origin}${path}`, {
      method,
      headers,
      body,
      signal: controller.signal,
    });
    if (init.headersOnly && res.headers.get('content-type')?.startsWith('text/event-stream')) {
      controller.abort();
      return { status: res.status, headers: res.headers, text: '', json: undefined };
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  };

  const open = async (request: ClientTokenRequest = nftRequest()): Promise<Checkout> => {
    const { clientToken, expiresAt } = await merchant.createClientToken(request);
    const client = checkout(clientToken);
    const session = await client.getSession();
    const waitFor = async (status: OrderStatus, timeoutMs = 8000) => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const state = await client.getOrderState();
        if (state.order.status === status) return state;
        if (FINAL.includes(state.order.status) || Date.now() > until) {
          expect.fail(`order is ${state.order.status}, expected ${status}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
    };
    const passChecks = (who: Buyer = buyer(), ssn?: string, options?: BuyerCheckOptions) =>
      passBuyerChecks(url, clientToken, who, ssn, options);
    return {
      token: clientToken,
      expiresAt,
      orderId: session.state.order.id,
      client,
      passChecks,
      async payWithCard(number, who = buyer(), ssn, options) {
        const checks = await passChecks(who, ssn, options);
        const card = await client.tokenizeCard({ number, expMonth: 12, expYear: 2099, cvc: '123' });
        return client.confirm(
          { buyer: who, payment: { type: 'card', cardToken: card.cardToken }, ...checks },
          crypto.randomUUID(),
        );
      },
      waitFor,
    };
  };

  return {
    sandbox,
    url,
    merchant,
    merchant2,
    checkout,
    open,
    raw,
    close: () => sandbox.close(),
  };
}

/** The error a promise rejects with (fails the test when it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<{
  code: string;
  status?: number;
  issues: { path: string; message: string }[];
  message: string;
}> {
  try {
    await promise;
  } catch (error) {
    return error as never;
  }
  return expect.fail('expected a rejection');
}
