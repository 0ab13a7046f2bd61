import type { SlotSession } from './types.js';

/** Calls to the demo merchant's own server (same origin). The page never sees a credential. */

export interface ApiProblem {
  code: string;
  message: string;
  issues?: { path: string; message: string }[];
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; problem: ApiProblem };

async function call<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  try {
    const res = await fetch(path, {
      ...init,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
    });
    const body = (await res.json()) as T | ApiProblem;
    return res.ok ? { ok: true, value: body as T } : { ok: false, problem: body as ApiProblem };
  } catch {
    return { ok: false, problem: { code: 'NETWORK', message: 'The demo server did not answer.' } };
  }
}

export interface StartRequest {
  scenario: string;
  item: string;
  expiresIn?: number;
  phone?: string;
  customer?: string;
}

export type StartedSession = Omit<SlotSession, 'scenario'>;

export function startCheckout(request: StartRequest): Promise<ApiResult<StartedSession>> {
  return call('/api/checkout-sessions', { method: 'POST', body: JSON.stringify(request) });
}

export interface Delivery {
  success: true;
  orderId: string;
  transactionHash: string;
}

export function deliverOrder(orderId: string): Promise<ApiResult<Delivery>> {
  return call(`/api/orders/${encodeURIComponent(orderId)}/deliver`, { method: 'POST' });
}

export interface HostedCheckout {
  url: string;
  orderId: string | null;
  referenceId: string;
  shopDelivers: boolean;
}

/** A client token for the service's hosted page; `page` is the shop page to come back to. */
export function startHostedCheckout(
  request: StartRequest & { page: string },
): Promise<ApiResult<HostedCheckout>> {
  return call('/api/hosted-checkouts', { method: 'POST', body: JSON.stringify(request) });
}

/** The order as GET /orders/{id} answers it: the fields the shop shows. */
export interface ShopOrder {
  id: string;
  referenceId?: string | null;
  status: string;
  withdrawal?: { txHash?: string };
  error?: { reasonCode: string };
}

export function getOrder(orderId: string): Promise<ApiResult<ShopOrder>> {
  return call(orderUrl(orderId));
}

/** One webhook delivery as the shop's server received and verified it. */
export interface WebhookDelivery {
  eventId: string;
  type: string;
  sequence: number;
  status: string;
  receivedAt: string;
  verified: boolean;
  received: number;
}

export type FulfilmentState = 'waiting' | 'delivering' | 'fulfilled' | 'not-fulfilled';

/** What the shop's server knows about an order from the service's webhooks. */
export interface OrderWebhooks {
  orderId: string;
  status: string | null;
  state: FulfilmentState;
  reasonCode?: string;
  txHash?: string;
  delivery?: { transactionHash: string; at: string };
  deliveryError?: string;
  deliveries: WebhookDelivery[];
  held: number;
  shopDelivers: boolean;
}

export function getOrderWebhooks(orderId: string): Promise<ApiResult<OrderWebhooks>> {
  return call(`${orderUrl(orderId)}/webhooks`);
}

export function orderUrl(orderId: string): string {
  return `/api/orders/${encodeURIComponent(orderId)}`;
}

/** One readable line: the message, then each failing field. */
export function describeProblem(problem: ApiProblem): string {
  const fields = (problem.issues ?? []).map((i) => `${i.path}: ${i.message}`);
  return [problem.message, ...fields].join(' ');
}
