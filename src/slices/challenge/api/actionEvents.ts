/**
 * The card's issuer asked the buyer to authenticate the payment (3-D Secure): the bank's page
 * shows inside the checkout. Not an order status; each is told once, from the order's history.
 */
export interface ActionRequiredEvent {
  type: 'action_required';
  /** `${orderId}:action:${sequence}`, the sequence of the Processing transition that asked. */
  id: string;
  orderId: string;
  referenceId: string | null;
  action: 'challenge';
  sequence: number;
  /** When the service asked (ISO 8601). */
  at: string;
}

/**
 * How the authentication ended: `authenticated` (the payment goes on to its outcome) or `failed`
 * (failed, cancelled or expired: the order is Declined with AUTHENTICATION_FAILED).
 */
export interface ActionResolvedEvent {
  type: 'action_resolved';
  /** `${orderId}:action:${sequence}:resolved`. */
  id: string;
  orderId: string;
  referenceId: string | null;
  action: 'challenge';
  sequence: number;
  outcome: 'authenticated' | 'failed';
  /** When the service recorded what followed (ISO 8601). */
  at: string;
}
