import type { CallbackName } from './types.js';

/** The widget's callback options, each forwarding its payload to the shop's log. */
export function callbackOptions(on: (name: CallbackName, payload: unknown) => void) {
  return {
    onReady: (payload: unknown) => on('ready', payload),
    onProcessed: (payload: unknown) => on('processed', payload),
    onComplete: (payload: unknown) => on('complete', payload),
    onDeclined: (payload: unknown) => on('declined', payload),
    onCancelled: (payload: unknown) => on('cancelled', payload),
    onExpired: (payload: unknown) => on('expired', payload),
    onVerification: (payload: unknown) => on('verification', payload),
    onActionRequired: (payload: unknown) => on('action_required', payload),
    onActionResolved: (payload: unknown) => on('action_resolved', payload),
    onWalletUnavailable: (payload: unknown) => on('wallet_unavailable', payload),
    onError: (payload: unknown) => on('error', payload),
  };
}

/** Shared by every page: the locale (the demo's `?locale=`, else en-US) and theme it asks for. */
export const SHOP_LOCALE =
  new URLSearchParams(globalThis.location?.search).get('locale') ?? 'en-US';
/**
 * `?ownPay=1`: the shop's own Pay button and a language switch drive the checkout through its
 * handle (`submitButton: false`, `submit()`, `update({ locale })`), on the pages whose handle
 * has them (npm, script tag).
 */
export const SHOP_OWN_PAY = new URLSearchParams(globalThis.location?.search).get('ownPay') === '1';
/** `?express=1`: the wallet buttons above the details form too (`expressWallets`). */
export const SHOP_EXPRESS = new URLSearchParams(globalThis.location?.search).get('express') === '1';
/** The options `?ownPay=1` and `?express=1` add. */
export const ownPayOptions = () => ({
  ...(SHOP_OWN_PAY ? { submitButton: false } : {}),
  ...(SHOP_EXPRESS ? { expressWallets: true } : {}),
});
/** `?theme=light|dark` picks the checkout's theme; by default it follows the OS. */
export const SHOP_THEME = themeOf(new URLSearchParams(globalThis.location?.search).get('theme'));

export function themeOf(value: string | null): 'light' | 'dark' | 'auto' {
  return value === 'light' || value === 'dark' ? value : 'auto';
}
