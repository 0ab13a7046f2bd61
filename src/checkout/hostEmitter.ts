import type { CheckoutSession } from '../api/checkout.js';
import type { NftCheckoutError } from '../api/errors.js';
import {
  CALLBACK_NAMES,
  type ChangeEvent,
  type CheckoutCallbacks,
  type CheckoutEvent,
  type CheckoutEventMap,
  type CheckoutListener,
  type CheckoutListenerType,
  type ReadyEvent,
  type StepEvent,
} from '../api/hostEvents.js';

// The host event list, payloads, callback and DOM event names: src/api/hostEvents.ts.
export {
  CALLBACK_NAMES,
  type CancelledEvent,
  CHECKOUT_EVENT_TYPES,
  type ChangeEvent,
  type CheckoutCallbacks,
  type CheckoutEvent,
  type CheckoutEventMap,
  type CheckoutEventType,
  type CheckoutListener,
  type CheckoutListenerType,
  type CompleteEvent,
  type DeclinedEvent,
  DOM_EVENT_NAMES,
  EVENT_STATUSES,
  type ExpiredEvent,
  type ProcessedEvent,
  type ReadyEvent,
  type StepEvent,
  type VerificationEvent,
} from '../api/hostEvents.js';

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
  let change: ChangeEvent | undefined;

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
      if (type === 'change' && change) call(listener as CheckoutListener<'change'>, change);
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
    /** A step of the purchase: the identity check, the card's authentication (told once each). */
    emitStep(event: StepEvent): void {
      emit(event.type, event as never);
    },
    /** Where the buyer is: told when the step or whether it is complete changed, else not. */
    emitChange(step: string, complete: boolean): void {
      if (change?.step === step && change.complete === complete) return;
      change = { type: 'change', step, complete };
      emit('change', change);
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

/**
 * The option callbacks as listeners of the emitter: each calls the callback of its name in the
 * latest options `read` gives, so update() can swap one without the new one hearing old news.
 */
export function wireCallbacks(
  read: () => CheckoutCallbacks,
  emitter: Pick<CheckoutEmitter, 'on'>,
): void {
  for (const type of Object.keys(CALLBACK_NAMES) as CheckoutListenerType[]) {
    emitter.on(type, (payload) => {
      (read()[CALLBACK_NAMES[type]] as ((payload: unknown) => void) | undefined)?.(payload);
    });
  }
}
