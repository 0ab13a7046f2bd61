// npm entry `nft-checkout/react`: the checkout as a React 18/19 component. React is an optional
// peer dependency; the widget inside stays Preact, so no preact/compat reaches the host's bundle.

export { type ErrorCode, type FieldIssue, NftCheckoutError } from '../../api/errors.js';
export type {
  ActionRequiredEvent,
  ActionResolvedEvent,
  CancelledEvent,
  CheckoutCallbacks,
  CheckoutEvent,
  CompleteEvent,
  DeclinedEvent,
  ExpiredEvent,
  ProcessedEvent,
  ReadyEvent,
  VerificationEvent,
} from '../../api/hostEvents.js';
export type { CheckoutOptionsInput } from '../../checkout/options.js';
export { NftCheckout, type NftCheckoutProps, type NftCheckoutRef } from './NftCheckout.js';
