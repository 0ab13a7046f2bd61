/**
 * The e2e suite's switch (only with --fast): while an order is held, the shop's webhook endpoint
 * answers its deliveries 503, as a merchant server that is down would, so a test can show that
 * the shop does not fulfil before the webhook arrives. Per order, so parallel tests never hold
 * each other's webhooks; bounded, the oldest hold going first.
 */
export const MAX_HELD_ORDERS = 100;

export function createWebhookHold(max = MAX_HELD_ORDERS) {
  const held = new Set<string>();
  return {
    hold(orderId: string): void {
      held.delete(orderId);
      held.add(orderId);
      if (held.size > max) held.delete(held.values().next().value as string);
    },
    release(orderId: string): boolean {
      return held.delete(orderId);
    },
    isHeld(orderId: string): boolean {
      return held.has(orderId);
    },
  };
}

export type WebhookHold = ReturnType<typeof createWebhookHold>;
