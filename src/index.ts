// npm entry `nft-checkout`: the widget and what a host page needs with it. Named, tree-shakable
// exports. The API layer (schemas, typed clients) is the `nft-checkout/api` entry.

// The order lifecycle for headless use: follow orders without the widget.
export type { Transition } from './api/checkout.js';
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
} from './api/hostEvents.js';
export {
  canTransition,
  FINAL_STATUSES,
  isFinalState,
  isFinalStatus,
  isPayable,
  ORDER_TRANSITIONS,
  type OrderProgress,
} from './api/lifecycle.js';
export type { Order, OrderStatus } from './api/orders.js';
export { NftCheckout, type NftCheckoutProps } from './checkout/NftCheckout.js';
export type { CheckoutOptions, CheckoutOptionsInput } from './checkout/options.js';
export {
  initialMachineState,
  type MachineState,
  type ReduceResult,
  type Refusal,
  reduce as reduceTransitions,
} from './checkout/orderStatusMachine.js';
export { THEME_VARIABLES, THEMES, type Theme, type ThemeVariable } from './checkout/theme.js';
export type { CheckoutHandle } from './embed/checkoutHandle.js';
export { mount } from './embed/mount.js';
