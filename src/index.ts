// npm entry `nft-checkout`: the widget and what a host page needs with it: mount, the component,
// the element's registration, the options, the events and the error. Named, tree-shakable
// exports. The API layer (schemas, typed clients, the order lifecycle and its status reducer) is
// the `nft-checkout/api` entry.

// The error every failure is, with its closed set of codes.
export { type ErrorCode, type FieldIssue, NftCheckoutError } from './api/errors.js';
// What a host page hears: event types, payloads, callback and DOM event names.
export {
  type ActionRequiredEvent,
  type ActionResolvedEvent,
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
  type WalletUnavailableEvent,
} from './api/hostEvents.js';
export type { Order, OrderStatus } from './api/orders.js';
export { NftCheckout, type NftCheckoutProps } from './checkout/NftCheckout.js';
export type { CheckoutOptions, CheckoutOptionsInput } from './checkout/options.js';
export { THEME_VARIABLES, THEMES, type Theme, type ThemeVariable } from './checkout/theme.js';
export type { CheckoutHandle } from './embed/checkoutHandle.js';
export { defineCheckoutElement, ELEMENT_NAME } from './embed/element.js';
export { mount } from './embed/mount.js';
