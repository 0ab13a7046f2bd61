// Test-only: what the popup's hosted page posts to its opener, for the popup's tests.
import type { CheckoutEvent } from '../../../api/hostEvents.js';
import { BASE_URL, draftOrder } from '../../../checkout/testing/fixtures.js';
import { eventFromTransition } from '../../../checkout/transitionEvents.js';
import { type HostedEventType, type HostedPayload, hostedMessage } from '../protocol.js';

export const SERVICE_ORIGIN = new URL(BASE_URL).origin;

/** The host event of an order's move from Processing to `to`, as the widget tells it. */
export function orderEvent(
  to: 'Processed' | 'Complete' | 'Declined' | 'Cancelled' | 'Expired',
  sequence: number,
  attemptsLeft = 0,
): CheckoutEvent {
  const order = { ...draftOrder(), status: to };
  const transition = {
    sequence,
    from: 'Processing' as const,
    to,
    at: '2026-11-22T10:05:00.000Z',
    ...(to === 'Complete' ? { txHash: `0x${'ab'.repeat(32)}` } : {}),
    ...(to === 'Declined' ? { reasonCode: 'CARD_DECLINED' } : {}),
    ...(to === 'Cancelled' ? { reasonCode: 'RISD' } : {}),
  };
  return eventFromTransition(transition, order, attemptsLeft) as CheckoutEvent;
}

/** A message as the opener receives it: plain data, as structured cloning gives it. */
export function message<K extends HostedEventType>(type: K, payload: HostedPayload<K>) {
  return JSON.parse(JSON.stringify(hostedMessage(type, payload)));
}
