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

export function orderUrl(orderId: string): string {
  return `/api/orders/${encodeURIComponent(orderId)}`;
}

/** One readable line: the message, then each failing field. */
export function describeProblem(problem: ApiProblem): string {
  const fields = (problem.issues ?? []).map((i) => `${i.path}: ${i.message}`);
  return [problem.message, ...fields].join(' ');
}
