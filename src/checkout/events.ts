import type { CheckoutSession, Transition } from '../api/checkout.js';
import type { NftCheckoutError } from '../api/errors.js';
import type { Order, OrderStatus } from '../api/orders.js';

/** The order statuses a host page hears about, one event type each (spec section 3). */
export const CHECKOUT_EVENT_TYPES = [
  'expired',
  'processed',
  'declined',
  'cancelled',
  'complete',
] as const;
export type CheckoutEventType = (typeof CHECKOUT_EVENT_TYPES)[number];

interface EventBase<T extends CheckoutEventType, S extends OrderStatus> {
  type: T;
  /** `${orderId}:${sequence}`: the same transition always has the same id. */
  id: string;
  /** The transition's number in the order's history (1, 2, 3…). */
  sequence: number;
  orderId: string;
  /** The merchant's referenceId given at client-token creation, or null when none was given. */
  referenceId: string | null;
  status: S;
  /** When the service recorded the transition (ISO 8601). */
  at: string;
  /** The order as the service returned it in the update that carried this transition. */
  order: Order;
}

export type ExpiredEvent = EventBase<'expired', 'Expired'>;
export type ProcessedEvent = EventBase<'processed', 'Processed'>;
export type DeclinedEvent = EventBase<'declined', 'Declined'> & {
  /** CARD_DECLINED, INSUFFICIENT_FUNDS or BANK_DECLINED. */
  reasonCode: string;
  /** Payment attempts left; above 0 the buyer can try another payment method. */
  attemptsLeft: number;
};
export type CancelledEvent = EventBase<'cancelled', 'Cancelled'> & {
  /** NETF, PRCC, RISD or NA. */
  reasonCode: string;
};
export type CompleteEvent = EventBase<'complete', 'Complete'> & { txHash: string };

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

export function readyEvent(session: CheckoutSession): ReadyEvent {
  const { order } = session.state;
  return {
    type: 'ready',
    orderId: order.id,
    referenceId: order.referenceId ?? null,
    status: order.status,
    order,
    expiresAt: order.expiresAt ?? session.expiresAt,
  };
}

export interface CheckoutEventMap {
  ready: ReadyEvent;
  expired: ExpiredEvent;
  processed: ProcessedEvent;
  declined: DeclinedEvent;
  cancelled: CancelledEvent;
  complete: CompleteEvent;
  /** Every order event above (not ready, not error). */
  event: CheckoutEvent;
  error: NftCheckoutError;
}
export type CheckoutListenerType = keyof CheckoutEventMap;
export type CheckoutListener<K extends CheckoutListenerType> = (
  payload: CheckoutEventMap[K],
) => void;

/** The DOM event names the `<nft-checkout>` element dispatches (CustomEvent, detail = payload). */
export const DOM_EVENT_NAMES = {
  ready: 'nftc-ready',
  expired: 'nftc-expired',
  processed: 'nftc-processed',
  declined: 'nftc-declined',
  cancelled: 'nftc-cancelled',
  complete: 'nftc-complete',
  error: 'nftc-error',
} as const satisfies Record<Exclude<CheckoutListenerType, 'event'>, string>;

const STATUS_TO_TYPE: Partial<Record<OrderStatus, CheckoutEventType>> = {
  Expired: 'expired',
  Processed: 'processed',
  Declined: 'declined',
  Cancelled: 'cancelled',
  Complete: 'complete',
};

export function eventTypeOf(status: OrderStatus): CheckoutEventType | undefined {
  return STATUS_TO_TYPE[status];
}

/** The host event for a reportable transition; undefined for the others. */
export function eventFromTransition(
  transition: Transition,
  order: Order,
  attemptsLeft: number,
): CheckoutEvent | undefined {
  const base = {
    id: `${order.id}:${transition.sequence}`,
    sequence: transition.sequence,
    orderId: order.id,
    referenceId: order.referenceId ?? null,
    at: transition.at,
    order,
  };
  const reasonCode = transition.reasonCode ?? order.error?.reasonCode ?? '';
  switch (transition.to) {
    case 'Expired':
      return { ...base, type: 'expired', status: 'Expired' };
    case 'Processed':
      return { ...base, type: 'processed', status: 'Processed' };
    case 'Declined':
      return { ...base, type: 'declined', status: 'Declined', reasonCode, attemptsLeft };
    case 'Cancelled':
      return { ...base, type: 'cancelled', status: 'Cancelled', reasonCode };
    case 'Complete': {
      const txHash = transition.txHash ?? order.withdrawal?.txHash ?? '';
      return { ...base, type: 'complete', status: 'Complete', txHash };
    }
    default:
      return undefined;
  }
}

type AnyListener = (payload: never) => void;

/** A host listener that throws must not stop the checkout or the other listeners. */
function report(error: unknown): void {
  const reporter = (globalThis as { reportError?: (e: unknown) => void }).reportError;
  if (reporter) reporter(error);
  else console.error(error);
}

/**
 * Per-checkout emitter. A listener added after the order reached a status event (the latest
 * one, until the order moves on to Processing again) receives that event once, at once; a
 * listener added after `ready` receives `ready` once too.
 */
export function createEmitter() {
  const listeners = new Map<CheckoutListenerType, Set<AnyListener>>();
  let ready: ReadyEvent | undefined;
  let current: CheckoutEvent | undefined;

  function call<K extends CheckoutListenerType>(
    listener: CheckoutListener<K>,
    payload: CheckoutEventMap[K],
  ) {
    try {
      listener(payload);
    } catch (error) {
      report(error);
    }
  }

  function emit<K extends CheckoutListenerType>(type: K, payload: CheckoutEventMap[K]): void {
    for (const listener of [...(listeners.get(type) ?? [])]) {
      call(listener as CheckoutListener<K>, payload);
    }
  }

  return {
    on<K extends CheckoutListenerType>(type: K, listener: CheckoutListener<K>): () => void {
      let set = listeners.get(type);
      if (!set) {
        set = new Set();
        listeners.set(type, set);
      }
      const entry = listener as AnyListener;
      set.add(entry);
      if (type === 'ready' && ready) call(listener as CheckoutListener<'ready'>, ready);
      if (current && (type === 'event' || type === current.type)) {
        call(listener as CheckoutListener<'event'>, current);
      }
      return () => {
        listeners.get(type)?.delete(entry);
      };
    },
    emitReady(event: ReadyEvent): void {
      ready = event;
      emit('ready', event);
    },
    emitEvent(event: CheckoutEvent): void {
      current = event;
      emit(event.type, event as never);
      emit('event', event);
    },
    emitError(error: NftCheckoutError): void {
      emit('error', error);
    },
    /** The order moved on (a new payment attempt): late listeners get nothing until the next. */
    clearCurrent(): void {
      current = undefined;
    },
    listenerCount(): number {
      let count = 0;
      for (const set of listeners.values()) count += set.size;
      return count;
    },
    clear(): void {
      listeners.clear();
    },
  };
}

export type CheckoutEmitter = ReturnType<typeof createEmitter>;

/** The option callbacks as listeners of the emitter. */
export function wireCallbacks(
  options: {
    onReady?: CheckoutListener<'ready'> | undefined;
    onExpired?: CheckoutListener<'expired'> | undefined;
    onProcessed?: CheckoutListener<'processed'> | undefined;
    onDeclined?: CheckoutListener<'declined'> | undefined;
    onCancelled?: CheckoutListener<'cancelled'> | undefined;
    onComplete?: CheckoutListener<'complete'> | undefined;
    onEvent?: CheckoutListener<'event'> | undefined;
    onError?: CheckoutListener<'error'> | undefined;
  },
  emitter: Pick<CheckoutEmitter, 'on'>,
): void {
  if (options.onReady) emitter.on('ready', options.onReady);
  if (options.onExpired) emitter.on('expired', options.onExpired);
  if (options.onProcessed) emitter.on('processed', options.onProcessed);
  if (options.onDeclined) emitter.on('declined', options.onDeclined);
  if (options.onCancelled) emitter.on('cancelled', options.onCancelled);
  if (options.onComplete) emitter.on('complete', options.onComplete);
  if (options.onEvent) emitter.on('event', options.onEvent);
  if (options.onError) emitter.on('error', options.onError);
}
