import type { WalletUnavailableReason } from '../api/walletEvents.js';
import type { OfferedWallet } from './walletOfferRead.js';

type PolicyDocument = Document & {
  permissionsPolicy?: { allowsFeature(feature: string): boolean };
  featurePolicy?: { allowsFeature(feature: string): boolean };
};

/** A request's details the browser takes only to answer canMakePayment (never shown). */
const PROBE: PaymentDetailsInit = {
  total: { label: 'Total', amount: { currency: 'USD', value: '0.00' } },
};

/**
 * Whether `offered` can pay in this frame, or why not: checked in the order a merchant fixes
 * them (the browser, the frame's permission, the domain, then the wallet itself).
 */
export async function walletAvailability(
  win: Window,
  offered: OfferedWallet,
): Promise<WalletUnavailableReason | null> {
  const Request = (win as Window & { PaymentRequest?: typeof PaymentRequest }).PaymentRequest;
  if (typeof Request !== 'function') return 'no_api';
  const doc = win.document as PolicyDocument;
  const policy = doc.permissionsPolicy ?? doc.featurePolicy;
  if (policy && !policy.allowsFeature('payment')) return 'not_allowed';
  if (!offered.domainRegistered) return 'domain_not_registered';
  try {
    return (await new Request(offered.methods, PROBE).canMakePayment()) ? null : 'no_card';
  } catch (failure) {
    // A frame without `allow="payment"` may construct no request at all.
    return (failure as Error)?.name === 'SecurityError' ? 'not_allowed' : 'no_card';
  }
}

/**
 * The origin of the page the buyer sees: the top of the frame's ancestors where the browser tells
 * them (Chromium, WebKit), else the page that framed it (the `origin` it was given).
 */
export function topLevelOrigin(win: Window, origin: string): string {
  const ancestors = win.location.ancestorOrigins;
  return (ancestors && ancestors.length > 0 ? ancestors[ancestors.length - 1] : origin) ?? origin;
}
