import { fill } from '../../../api/text.js';
import { en, type FrameCatalog } from '../../../frame/locales/en.js';
import type { FrameLanguage } from '../../../frame/locales/index.js';
import type { Services } from '../../../sandbox/http/context.js';
import type { OrderRecord } from '../../../sandbox/store/records.js';
import type { ChallengeView } from '../frame/challengePage.js';
import type { PendingChallenge } from './challengeLifecycle.js';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** The order's total as a buyer reads it (`$105.30` in English). */
export function formatAmount(total: number, currency: string, locale = 'en-US'): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(total);
  } catch {
    return `${total.toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** The card as its holder knows it: brand and last 4, from the card token, never the number. */
export function cardLabel(
  order: OrderRecord,
  words: FrameCatalog['challenge'] = en.challenge,
): string {
  const payment = order.payment;
  if (payment?.type !== 'card') return words.yourCard;
  const brand = BRAND_NAMES[payment.brand] ?? words.anyCard;
  return fill(words.cardEnding, { brand, last4: payment.last4 });
}

/** What the challenge page of `challenge` shows, posting back to `action`. */
export function challengeView(
  services: Services,
  order: OrderRecord,
  challenge: PendingChallenge,
  action: string,
  language: FrameLanguage,
  error?: string,
): ChallengeView {
  return {
    action,
    kind: challenge.kind,
    merchant: services.merchants.get(order.merchantId)?.name ?? order.merchantId,
    amount: formatAmount(order.quote.total, order.quote.currency, language.locale),
    card: cardLabel(order, language.strings.challenge),
    error,
    language,
  };
}
