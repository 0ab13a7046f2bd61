// Test-only: a checkout that offers a wallet, and its wallet frame's messages as the frame sends
// them (the frame itself runs in browsers only: e2e).
import { act } from '@testing-library/preact';
import type { CheckoutSession } from '../../../../api/checkout.js';
import { NAMESPACE as ns } from '../../../../api/frameProtocol.js';
import { BUYER, session } from '../../../../checkout/testing/fakeService.js';

export const WALLET_FRAME_URL = 'https://svc.example/v1/checkout/wallet-frame';
export const WALLET_TOKEN = {
  walletToken: 'wallet_abc',
  wallet: 'apple_pay',
  brand: 'visa',
  last4: '5556',
  paymentMethodType: 'us_credit',
};
export const PAYER = { name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 990 555 0199' };

/** Wallets offered; the merchant prefilled what `prefill` holds (the birth date by default). */
export function walletSession(
  prefill: Record<string, unknown> = { dateOfBirth: BUYER.dateOfBirth },
  overrides: Partial<CheckoutSession> = {},
): CheckoutSession {
  return session({
    paymentMethods: { enabled: ['us_credit', 'apple_pay'], default: 'us_credit' },
    walletFrameUrl: WALLET_FRAME_URL,
    identityPrefill: prefill,
    ...overrides,
  });
}

/** The wallet frame's iframe in `container` (its title is the frame's), if drawn. */
export const walletFrame = (container: Element) =>
  container.querySelector<HTMLIFrameElement>('iframe[title="Pay with a wallet"]');

/** A message from the wallet frame, as its window at its origin posts it. */
export function fromWalletFrame(frame: HTMLIFrameElement, type: string, fields: object) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { ns, type, ...fields },
        origin: new URL(WALLET_FRAME_URL).origin,
        source: frame.contentWindow,
      }),
    );
  });
}

/** The buyer paid in the wallet's sheet: the frame says Apple Pay can pay, then hands the token. */
export function payWithWallet(frame: HTMLIFrameElement, payer: unknown = PAYER) {
  fromWalletFrame(frame, 'walletAvailability', { available: ['apple_pay'], unavailable: [] });
  fromWalletFrame(frame, 'walletTokenized', { ...WALLET_TOKEN, payer });
}
