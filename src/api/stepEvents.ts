import type {
  ActionRequiredEvent,
  ActionResolvedEvent,
} from '../slices/challenge/api/actionEvents.js';
import type { VerificationEvent } from '../slices/document/api/verificationEvent.js';
import type { WalletUnavailableEvent } from '../slices/wallet/api/walletEvents.js';

/*
 * The host events that tell a step of the purchase, not an order status, one entry per event and
 * each payload from its slice: its `on()` name and option callback (hostEvents.ts adds them to
 * the order events', and derives the element's DOM event names).
 */

/** What a `wallet_unavailable` payload may name (the popup reads it from another window). */
export { isWalletName, isWalletUnavailableReason } from '../slices/wallet/api/walletEvents.js';
export type { ActionRequiredEvent, ActionResolvedEvent, VerificationEvent, WalletUnavailableEvent };

export interface StepEventMap {
  verification: VerificationEvent;
  action_required: ActionRequiredEvent;
  action_resolved: ActionResolvedEvent;
  wallet_unavailable: WalletUnavailableEvent;
}
export type StepEvent = StepEventMap[keyof StepEventMap];

export const STEP_CALLBACK_NAMES = {
  verification: 'onVerification',
  action_required: 'onActionRequired',
  action_resolved: 'onActionResolved',
  wallet_unavailable: 'onWalletUnavailable',
} as const satisfies Record<keyof StepEventMap, `on${string}`>;
