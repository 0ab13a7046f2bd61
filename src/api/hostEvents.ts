import type {
  IdentityFailure,
  IdentityPhase,
  IdentityReason,
} from '../slices/document/api/identityCheck.js';
import type { NftCheckoutError } from './errors.js';
import type { Order, OrderStatus } from './orders.js';

/*
 * What a host page hears from a checkout, declared once: the event types and their payloads, the
 * option callbacks, the `on()` names and the `<nft-checkout>` element's DOM event names. The
 * widget, the element and the package's types all read these. Types and two small tables only,
 * so the widget's first screen pays next to nothing for them.
 */

/** The order statuses a host page hears about, one event type each (spec section 3). */
export const CHECKOUT_EVENT_TYPES = [
  'expired',
  'processed',
  'declined',
  'cancelled',
  'complete',
] as const;
export type CheckoutEventType = (typeof CHECKOUT_EVENT_TYPES)[number];

/** The status each order event reports. */
export const EVENT_STATUSES = {
  expired: 'Expired',
  processed: 'Processed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  complete: 'Complete',
} as const satisfies Record<CheckoutEventType, OrderStatus>;

interface EventBase<T extends CheckoutEventType> {
  type: T;
  /** `${orderId}:${sequence}`: the same transition always has the same id. */
  id: string;
  /** The transition's number in the order's history (1, 2, 3…). */
  sequence: number;
  orderId: string;
  /** The merchant's referenceId given at client-token creation, or null when none was given. */
  referenceId: string | null;
  status: (typeof EVENT_STATUSES)[T];
  /** When the service recorded the transition (ISO 8601). */
  at: string;
  /** The order as the service returned it in the update that carried this transition. */
  order: Order;
}

export type ExpiredEvent = EventBase<'expired'>;
export type ProcessedEvent = EventBase<'processed'>;
export type DeclinedEvent = EventBase<'declined'> & {
  /** CARD_DECLINED, INSUFFICIENT_FUNDS or BANK_DECLINED. */
  reasonCode: string;
  /** Payment attempts left; above 0 the buyer can try another payment method. */
  attemptsLeft: number;
};
export type CancelledEvent = EventBase<'cancelled'> & {
  /** NETF, PRCC, RISD or NA. */
  reasonCode: string;
};
export type CompleteEvent = EventBase<'complete'> & { txHash: string };

export type CheckoutEvent =
  | ExpiredEvent
  | ProcessedEvent
  | DeclinedEvent
  | CancelledEvent
  | CompleteEvent;

/** The checkout loaded its session and shows the order where it is. */
export interface ReadyEvent {
  type: 'ready';
  orderId: string;
  referenceId: string | null;
  status: OrderStatus;
  order: Order;
  expiresAt: string;
}

/**
 * A step of the buyer's identity check (not an order status, never terminal): the service asked
 * for a document (`required`), the images went to the verifier (`submitted`), and how it went
 * (`verified`, `failed`). Each is told once, like the order events, from the order's history.
 */
export interface VerificationEvent {
  type: 'verification';
  /** `${orderId}:verification:${n}`, n its place in the identity history (1, 2, 3…). */
  id: string;
  orderId: string;
  referenceId: string | null;
  phase: IdentityPhase;
  /** The capture's verification id (spec 2.11); null for `required`. */
  verificationId: string | null;
  /** `required`: why the document is asked for. */
  reason?: IdentityReason;
  /** `failed`: why, and so what the buyer does next. */
  failure?: IdentityFailure;
  /** Captures the buyer has left in this order. */
  attemptsLeft: number;
  /** When the service recorded it (ISO 8601). */
  at: string;
}

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

/**
 * Where the buyer is, for the host's own progress UI: the step on screen (`data-step`) and
 * whether the buyer has given what it asks (a form step), or the order is paid (an outcome).
 * Told when either changes, never twice the same.
 */
export interface ChangeEvent {
  type: 'change';
  step: string;
  complete: boolean;
}

/** The host events that tell a step of the purchase, not an order status. */
export type StepEvent = VerificationEvent | ActionRequiredEvent | ActionResolvedEvent;

/** Every name `on()` takes, with its payload. */
export interface CheckoutEventMap {
  ready: ReadyEvent;
  expired: ExpiredEvent;
  processed: ProcessedEvent;
  declined: DeclinedEvent;
  cancelled: CancelledEvent;
  complete: CompleteEvent;
  /** Every order event above (not ready, not verification, not error). */
  event: CheckoutEvent;
  verification: VerificationEvent;
  action_required: ActionRequiredEvent;
  action_resolved: ActionResolvedEvent;
  change: ChangeEvent;
  error: NftCheckoutError;
}
export type CheckoutListenerType = keyof CheckoutEventMap;
export type CheckoutListener<K extends CheckoutListenerType> = (
  payload: CheckoutEventMap[K],
) => void;

/** The option callback for each `on()` name. */
export const CALLBACK_NAMES = {
  ready: 'onReady',
  expired: 'onExpired',
  processed: 'onProcessed',
  declined: 'onDeclined',
  cancelled: 'onCancelled',
  complete: 'onComplete',
  event: 'onEvent',
  verification: 'onVerification',
  action_required: 'onActionRequired',
  action_resolved: 'onActionResolved',
  change: 'onChange',
  error: 'onError',
} as const satisfies Record<CheckoutListenerType, `on${string}`>;
export type CallbackName = (typeof CALLBACK_NAMES)[CheckoutListenerType];

/** The callbacks of the options, the component's props and the element's events. */
export type CheckoutCallbacks = {
  [K in CheckoutListenerType as (typeof CALLBACK_NAMES)[K]]?: CheckoutListener<K> | undefined;
};

/** The DOM event names the `<nft-checkout>` element dispatches (CustomEvent, detail = payload). */
export const DOM_EVENT_NAMES = {
  ready: 'nftc-ready',
  expired: 'nftc-expired',
  processed: 'nftc-processed',
  declined: 'nftc-declined',
  cancelled: 'nftc-cancelled',
  complete: 'nftc-complete',
  verification: 'nftc-verification',
  action_required: 'nftc-action-required',
  action_resolved: 'nftc-action-resolved',
  change: 'nftc-change',
  error: 'nftc-error',
} as const satisfies Record<Exclude<CheckoutListenerType, 'event'>, `nftc-${string}`>;

/**
 * A DOM event name from its type, as DOM_EVENT_NAMES lists it (a test holds them equal): the
 * element's first screen carries this line instead of the table.
 */
export const domEventName = <K extends keyof typeof DOM_EVENT_NAMES>(type: K) =>
  `nftc-${type.replace('_', '-')}` as (typeof DOM_EVENT_NAMES)[K];
