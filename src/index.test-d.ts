import { describe, expectTypeOf, it } from 'vitest';
import type * as Root from './index.js';
import {
  type ActionRequiredEvent,
  type ActionResolvedEvent,
  type CancelledEvent,
  type ChangeEvent,
  type CheckoutCallbacks,
  type CheckoutEvent,
  type CheckoutEventMap,
  type CheckoutEventType,
  type CheckoutHandle,
  type CheckoutListenerType,
  type CheckoutOptionsInput,
  type CompleteEvent,
  type DeclinedEvent,
  DOM_EVENT_NAMES,
  type ErrorCode,
  type ExpiredEvent,
  mount,
  NftCheckout,
  type NftCheckoutError,
  type NftCheckoutProps,
  type Order,
  type OrderStatus,
  type ProcessedEvent,
  type ReadyEvent,
  type Theme,
  type VerificationEvent,
  type WalletUnavailableEvent,
} from './index.js';

const options = { clientToken: 'tok', baseUrl: 'https://sandbox.example.com/v1' };

/** What every order event carries, whatever its type. */
interface OrderEventBase {
  id: string;
  sequence: number;
  orderId: string;
  referenceId: string | null;
  at: string;
  order: Order;
}

describe('the root entry is the widget', () => {
  it('exports the widget, its element, its events and the error class, not the API layer', () => {
    expectTypeOf<keyof typeof Root>().toEqualTypeOf<
      | 'NftCheckout'
      | 'mount'
      | 'THEMES'
      | 'THEME_VARIABLES'
      | 'CHECKOUT_EVENT_TYPES'
      | 'CALLBACK_NAMES'
      | 'DOM_EVENT_NAMES'
      | 'EVENT_STATUSES'
      | 'NftCheckoutError'
      | 'defineCheckoutElement'
      | 'ELEMENT_NAME'
    >();
  });
});

describe('mount', () => {
  it('takes an element or a selector and the options, and returns the handle', () => {
    expectTypeOf(mount).parameter(0).toEqualTypeOf<HTMLElement | string>();
    expectTypeOf(mount).parameter(1).toEqualTypeOf<CheckoutOptionsInput>();
    expectTypeOf(mount('#checkout', options)).toEqualTypeOf<CheckoutHandle>();
    expectTypeOf<CheckoutHandle['unmount']>().toEqualTypeOf<() => void>();
    expectTypeOf<CheckoutHandle['submit']>().toEqualTypeOf<() => Promise<void>>();
    expectTypeOf<CheckoutHandle['update']>()
      .parameter(0)
      .toEqualTypeOf<Partial<CheckoutOptionsInput>>();
  });

  it('refuses options that are not options', () => {
    // @ts-expect-error clientToken is required
    mount('#checkout', { baseUrl: options.baseUrl });
    // @ts-expect-error an unknown option
    mount('#checkout', { ...options, onFinished: () => undefined });
    // @ts-expect-error a theme that does not exist
    mount('#checkout', { ...options, appearance: { theme: 'blue' } });
  });
});

describe('on', () => {
  const handle = mount('#checkout', options);

  it('takes every listener type and hands each listener its payload', () => {
    expectTypeOf<CheckoutListenerType>().toEqualTypeOf<
      | 'ready'
      | 'expired'
      | 'processed'
      | 'declined'
      | 'cancelled'
      | 'complete'
      | 'event'
      | 'verification'
      | 'action_required'
      | 'action_resolved'
      | 'wallet_unavailable'
      | 'change'
      | 'error'
    >();
    handle.on('ready', (event) => expectTypeOf(event).toEqualTypeOf<ReadyEvent>());
    handle.on('change', (event) => {
      expectTypeOf(event).toEqualTypeOf<ChangeEvent>();
      expectTypeOf(event.step).toEqualTypeOf<string>();
      expectTypeOf(event.complete).toEqualTypeOf<boolean>();
    });
    handle.on('expired', (event) => expectTypeOf(event).toEqualTypeOf<ExpiredEvent>());
    handle.on('processed', (event) => expectTypeOf(event).toEqualTypeOf<ProcessedEvent>());
    handle.on('declined', (event) => expectTypeOf(event).toEqualTypeOf<DeclinedEvent>());
    handle.on('cancelled', (event) => expectTypeOf(event).toEqualTypeOf<CancelledEvent>());
    handle.on('complete', (event) => expectTypeOf(event).toEqualTypeOf<CompleteEvent>());
    handle.on('event', (event) => expectTypeOf(event).toEqualTypeOf<CheckoutEvent>());
    handle.on('error', (error) => expectTypeOf(error).toEqualTypeOf<NftCheckoutError>());
  });

  it('returns the function that stops listening', () => {
    expectTypeOf(handle.on('complete', () => undefined)).toEqualTypeOf<() => void>();
  });

  it('refuses an unknown type and a listener for another payload', () => {
    // @ts-expect-error not an event type
    handle.on('completed', () => undefined);
    // @ts-expect-error a complete event has no attemptsLeft
    handle.on('complete', (event: DeclinedEvent) => event.attemptsLeft);
  });
});

describe('event payloads', () => {
  it('every order event has the common fields, its type and its status', () => {
    expectTypeOf<CheckoutEvent>().toMatchTypeOf<OrderEventBase>();
    expectTypeOf<CheckoutEvent['type']>().toEqualTypeOf<CheckoutEventType>();
    expectTypeOf<CheckoutEventType>().toEqualTypeOf<
      'expired' | 'processed' | 'declined' | 'cancelled' | 'complete'
    >();
    expectTypeOf<ExpiredEvent['status']>().toEqualTypeOf<'Expired'>();
    expectTypeOf<ProcessedEvent['status']>().toEqualTypeOf<'Processed'>();
    expectTypeOf<DeclinedEvent['status']>().toEqualTypeOf<'Declined'>();
    expectTypeOf<CancelledEvent['status']>().toEqualTypeOf<'Cancelled'>();
    expectTypeOf<CompleteEvent['status']>().toEqualTypeOf<'Complete'>();
  });

  it('carries the extra fields of its type only', () => {
    expectTypeOf<Exclude<keyof ExpiredEvent, keyof OrderEventBase>>().toEqualTypeOf<
      'type' | 'status'
    >();
    expectTypeOf<Exclude<keyof ProcessedEvent, keyof OrderEventBase>>().toEqualTypeOf<
      'type' | 'status'
    >();
    expectTypeOf<Exclude<keyof DeclinedEvent, keyof OrderEventBase>>().toEqualTypeOf<
      'type' | 'status' | 'reasonCode' | 'attemptsLeft'
    >();
    expectTypeOf<DeclinedEvent['reasonCode']>().toEqualTypeOf<string>();
    expectTypeOf<DeclinedEvent['attemptsLeft']>().toEqualTypeOf<number>();
    expectTypeOf<Exclude<keyof CancelledEvent, keyof OrderEventBase>>().toEqualTypeOf<
      'type' | 'status' | 'reasonCode'
    >();
    expectTypeOf<Exclude<keyof CompleteEvent, keyof OrderEventBase>>().toEqualTypeOf<
      'type' | 'status' | 'txHash'
    >();
    expectTypeOf<CompleteEvent['txHash']>().toEqualTypeOf<string>();
  });

  it('ready tells where the order is when the checkout loaded', () => {
    expectTypeOf<ReadyEvent>().toEqualTypeOf<{
      type: 'ready';
      orderId: string;
      referenceId: string | null;
      status: OrderStatus;
      order: Order;
      expiresAt: string;
    }>();
  });

  it('the event map pairs every listener type with its payload', () => {
    expectTypeOf<CheckoutEventMap>().toEqualTypeOf<{
      ready: ReadyEvent;
      expired: ExpiredEvent;
      processed: ProcessedEvent;
      declined: DeclinedEvent;
      cancelled: CancelledEvent;
      complete: CompleteEvent;
      event: CheckoutEvent;
      verification: VerificationEvent;
      action_required: ActionRequiredEvent;
      action_resolved: ActionResolvedEvent;
      wallet_unavailable: WalletUnavailableEvent;
      change: ChangeEvent;
      error: NftCheckoutError;
    }>();
    expectTypeOf(DOM_EVENT_NAMES.complete).toEqualTypeOf<'nftc-complete'>();
    expectTypeOf<keyof typeof DOM_EVENT_NAMES>().toEqualTypeOf<
      Exclude<CheckoutListenerType, 'event'>
    >();
  });

  it('errors have the closed set of codes', () => {
    expectTypeOf<NftCheckoutError['code']>().toEqualTypeOf<ErrorCode>();
  });
});

describe('the component', () => {
  it('takes the options as props, each callback typed with its payload', () => {
    expectTypeOf<NftCheckoutProps>().toEqualTypeOf<CheckoutOptionsInput>();
    expectTypeOf(NftCheckout).parameter(0).toEqualTypeOf<NftCheckoutProps>();
    expectTypeOf<NftCheckoutProps['onReady']>().toEqualTypeOf<
      ((payload: ReadyEvent) => void) | undefined
    >();
    expectTypeOf<NftCheckoutProps['onExpired']>().toEqualTypeOf<
      ((payload: ExpiredEvent) => void) | undefined
    >();
    expectTypeOf<NftCheckoutProps['onProcessed']>().toEqualTypeOf<
      ((payload: ProcessedEvent) => void) | undefined
    >();
    expectTypeOf<NftCheckoutProps['onDeclined']>().toEqualTypeOf<
      ((payload: DeclinedEvent) => void) | undefined
    >();
    expectTypeOf<NftCheckoutProps['onCancelled']>().toEqualTypeOf<
      ((payload: CancelledEvent) => void) | undefined
    >();
    expectTypeOf<NftCheckoutProps['onComplete']>().toEqualTypeOf<
      ((payload: CompleteEvent) => void) | undefined
    >();
    expectTypeOf<NftCheckoutProps['onEvent']>().toEqualTypeOf<
      ((payload: CheckoutEvent) => void) | undefined
    >();
    expectTypeOf<NftCheckoutProps['onError']>().toEqualTypeOf<
      ((payload: NftCheckoutError) => void) | undefined
    >();
    expectTypeOf<NftCheckoutProps>().toMatchTypeOf<CheckoutCallbacks>();
  });

  it('takes the documented appearance and the required fields', () => {
    expectTypeOf<NonNullable<NftCheckoutProps['appearance']>['theme']>().toEqualTypeOf<
      Theme | undefined
    >();
    expectTypeOf<NftCheckoutProps['clientToken']>().toEqualTypeOf<string>();
    expectTypeOf<NftCheckoutProps['baseUrl']>().toEqualTypeOf<string | undefined>();
  });
});
