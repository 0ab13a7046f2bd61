// npm entry: named, tree-shakable exports. The checkout first, then the API layer.

export * from './api/index.js';
export {
  type CancelledEvent,
  CHECKOUT_EVENT_TYPES,
  type CheckoutEvent,
  type CheckoutEventMap,
  type CheckoutEventType,
  type CheckoutListener,
  type CheckoutListenerType,
  type CompleteEvent,
  type DeclinedEvent,
  DOM_EVENT_NAMES,
  type ExpiredEvent,
  type ProcessedEvent,
  type ReadyEvent,
} from './checkout/events.js';
export { NftCheckout, type NftCheckoutProps } from './checkout/NftCheckout.js';
export type {
  CheckoutCallbacks,
  CheckoutOptions,
  CheckoutOptionsInput,
} from './checkout/options.js';
// The order lifecycle for headless use: follow orders without the widget.
export {
  canTransition,
  FINAL_STATUSES,
  initialMachineState,
  type MachineState,
  ORDER_TRANSITIONS,
  type ReduceResult,
  type Refusal,
  reduce as reduceTransitions,
} from './checkout/orderStatusMachine.js';
export { THEME_VARIABLES, THEMES, type Theme, type ThemeVariable } from './checkout/theme.js';
export { type CheckoutHandle, mount } from './embed/mount.js';
