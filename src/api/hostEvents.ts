import type { NftCheckoutError } from './errors.js';
import type { Order, OrderStatus } from './orders.js';
import { STEP_CALLBACK_NAMES, type StepEventMap } from './stepEvents.js';

export type {
  ActionRequiredEvent,
  ActionResolvedEvent,
  StepEvent,
  VerificationEvent,
  WalletUnavailableEvent,
} from './stepEvents.js';

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
 * Where the buyer is, for the host's own progress UI: the step on screen (`data-step`) and
 * whether the buyer has given what it asks (a form step), or the order is paid (an outcome).
 * Told when either changes, never twice the same.
 */
export interface ChangeEvent {
  type: 'change';
  step: string;
  complete: boolean;
}

/** Every name `on()` takes, with its payload (the steps' events from stepEvents.ts). */
export interface CheckoutEventMap extends StepEventMap {
  ready: ReadyEvent;
  expired: ExpiredEvent;
  processed: ProcessedEvent;
  declined: DeclinedEvent;
  cancelled: CancelledEvent;
  complete: CompleteEvent;
  /** Every order event above (not ready, not verification, not error). */
  event: CheckoutEvent;
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
  ...STEP_CALLBACK_NAMES,
  change: 'onChange',
  error: 'onError',
} as const satisfies Record<CheckoutListenerType, `on${string}`>;
export type CallbackName = (typeof CALLBACK_NAMES)[CheckoutListenerType];

/** The callbacks of the options, the component's props and the element's events. */
export type CheckoutCallbacks = {
  [K in CheckoutListenerType as (typeof CALLBACK_NAMES)[K]]?: CheckoutListener<K> | undefined;
};

type DomEventType = Exclude<CheckoutListenerType, 'event'>;
type Dashed<T extends string> = T extends `${infer A}_${infer B}` ? `${A}-${B}` : T;
type DomEventNames = { readonly [K in DomEventType]: `nftc-${Dashed<K>}` };

/** The DOM event name of an event type (`action_required` → `nftc-action-required`). */
export const domEventName = <K extends DomEventType>(type: K) =>
  `nftc-${type.replace('_', '-')}` as DomEventNames[K];

function domEventNamesOf(callbacks: typeof CALLBACK_NAMES): DomEventNames {
  const types = Object.keys(callbacks).filter((type) => type !== 'event') as DomEventType[];
  return Object.freeze(
    Object.fromEntries(types.map((type) => [type, domEventName(type)])),
  ) as DomEventNames;
}

/**
 * The DOM event names the `<nft-checkout>` element dispatches (CustomEvent, detail = payload):
 * one per `on()` name but `event`, derived so a step's event needs no line here. Pure: the first
 * screen, which calls domEventName, carries none of the table.
 */
export const DOM_EVENT_NAMES = /* @__PURE__ */ domEventNamesOf(CALLBACK_NAMES);
