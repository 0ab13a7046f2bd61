// Test-only: answering a card challenge the way its page's form does.
import type { OrderState } from '../../../../api/checkout.js';
import type { RawResponse, TestSandbox } from '../../../../sandbox/testing/harness.js';

/** The challenge page's path (and query), from the order state's `nextAction`. */
export function challengePath(state: OrderState, origin?: string): string {
  if (!state.nextAction) throw new Error(`no nextAction on a ${state.order.status} order`);
  const path = new URL(state.nextAction.url).pathname;
  return origin ? `${path}?origin=${encodeURIComponent(origin)}` : path;
}

/** Posts the form as a browser would from the page itself (same origin), unless told otherwise. */
export function answerChallenge(
  t: TestSandbox,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return t.raw('POST', path, {
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: t.sandbox.origin,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
  });
}
