import type { PaymentMethodTypeConfig } from '../src/api/clientTokens.js';
import { TEST_CARD_NUMBERS as TEST_CARDS } from '../src/slices/card/api/testCards.js';
import type { Outcome, PayWith, Scenario } from './scenarioTypes.js';

/**
 * One scenario per row of the sandbox trigger table (README, "Sandbox test values"), plus the
 * configuration and hostile-data cases. The server turns a scenario into a client-token request;
 * the page shows what to type; the e2e suite reads the expected outcome from here, so the three
 * never disagree about a test value.
 */

/** The sandbox's test card numbers by name (src/slices/card/api/testCards.ts), as e2e reads them. */
export { TEST_CARDS };

/** Any future expiry and any CVC work with every test card. */
export const CARD_EXPIRY = '12 / 34';
export const CARD_CVC = '123';

export const BANK_LOGIN = { aggregator: 'plaid', username: 'user_good', password: 'pass_good' };

export type { Outcome, PayWith, Scenario, Tweak } from './scenarioTypes.js';

const ALL_METHODS: PaymentMethodTypeConfig['enabled'] = [
  'us_debit',
  'us_credit',
  'international_debit',
  'international_credit',
  'ach',
];

const card = (number: string): PayWith => ({ kind: 'card', number });
const complete: Outcome = { event: 'complete', processedFirst: true };

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'card-us-debit',
    group: 'Complete',
    label: 'US debit card',
    expect: 'Processed, then Complete with a transaction hash',
    payWith: card(TEST_CARDS.usDebit),
    tweak: {},
    outcome: complete,
  },
  {
    id: 'card-intl-credit',
    group: 'Complete',
    label: 'Non-US credit card',
    expect: 'Processed, then Complete with a transaction hash',
    payWith: card(TEST_CARDS.intlCredit),
    tweak: {},
    outcome: complete,
  },
  {
    id: 'card-us-credit',
    group: 'Complete',
    label: 'US credit card',
    expect: 'Processed, then Complete with a transaction hash',
    payWith: card(TEST_CARDS.usCredit),
    tweak: {},
    outcome: complete,
  },
  {
    id: 'identity-check',
    group: 'Complete',
    label: 'Identity check (medium risk)',
    expect:
      'Asks for an identity document and a selfie before payment (buyer email contains +medium-risk), then Complete',
    payWith: card(TEST_CARDS.usCredit),
    tweak: { emailAddress: 'ada+medium-risk@example.com' },
    outcome: complete,
  },
  {
    id: 'ach',
    group: 'Complete',
    label: 'Bank account (ACH)',
    expect: 'Bank account linked; Processed, then Complete',
    payWith: { kind: 'ach' },
    tweak: { paymentMethodTypeConfig: { enabled: ALL_METHODS, default: 'ach' } },
    outcome: complete,
  },
  {
    id: 'decline-card',
    group: 'Declined',
    label: 'Card declined',
    expect: 'Declined (card declined); another payment method can be tried',
    payWith: card(TEST_CARDS.declined),
    tweak: {},
    outcome: { event: 'declined', reasonCode: 'CARD_DECLINED' },
  },
  {
    id: 'challenge',
    group: 'Complete',
    label: '3-D Secure challenge',
    expect:
      'The bank asks to confirm the payment inside the checkout: Complete authentication → Processed, then Complete; Fail or Cancel → Declined (AUTHENTICATION_FAILED)',
    payWith: card(TEST_CARDS.challenge),
    tweak: {},
    outcome: complete,
  },
  {
    id: 'authentication-unavailable',
    group: 'Declined',
    label: '3-D Secure unavailable',
    expect:
      'Declined (the bank could not authenticate the card); another payment method can be tried',
    payWith: card(TEST_CARDS.authenticationUnavailable),
    tweak: {},
    outcome: { event: 'declined', reasonCode: 'AUTHENTICATION_FAILED' },
  },
  {
    id: 'decline-funds',
    group: 'Declined',
    label: 'Insufficient funds',
    expect: 'Declined (insufficient funds); another payment method can be tried',
    payWith: card(TEST_CARDS.insufficientFunds),
    tweak: {},
    outcome: { event: 'declined', reasonCode: 'INSUFFICIENT_FUNDS' },
  },
  {
    id: 'cancel-risd',
    group: 'Cancelled',
    label: 'Risk decline (RISD)',
    expect: 'Cancelled RISD before payment, nothing charged (buyer email contains +very-high-risk)',
    payWith: card(TEST_CARDS.usCredit),
    tweak: { emailAddress: 'ada+very-high-risk@example.com' },
    outcome: { event: 'cancelled', reasonCode: 'RISD', beforePayment: true },
  },
  {
    id: 'cancel-na',
    group: 'Cancelled',
    label: 'NFT not available (NA)',
    expect: 'Cancelled NA, then Refunded',
    payWith: card(TEST_CARDS.usCredit),
    tweak: { blockchainNftId: 'sandbox-not-available' },
    outcome: { event: 'cancelled', reasonCode: 'NA' },
  },
  {
    id: 'cancel-prcc',
    group: 'Cancelled',
    label: 'Price change (PRCC)',
    expect: 'Cancelled PRCC, then Refunded',
    payWith: card(TEST_CARDS.usCredit),
    tweak: { blockchainNftId: 'sandbox-price-change' },
    outcome: { event: 'cancelled', reasonCode: 'PRCC' },
  },
  {
    id: 'cancel-netf',
    group: 'Cancelled',
    label: 'Network failure (NETF)',
    expect: 'Processed, then Cancelled NETF, then Refunded',
    payWith: card(TEST_CARDS.usCredit),
    tweak: { blockchainNftId: 'sandbox-network-failure' },
    outcome: { event: 'cancelled', reasonCode: 'NETF', processedFirst: true },
  },
  {
    id: 'expiry',
    group: 'Expiry',
    label: 'Short expiry (20 s)',
    expect: 'Expired if not paid within 20 seconds',
    payWith: card(TEST_CARDS.usCredit),
    tweak: { expiresIn: 20 },
    outcome: { event: 'expired' },
  },
  {
    id: 'merchant-delivery',
    group: 'Delivery',
    label: 'Merchant delivers the NFT',
    expect: 'Processed; Complete once you press "Deliver NFT"',
    payWith: card(TEST_CARDS.usCredit),
    tweak: { merchantDelivers: true },
    outcome: { event: 'complete', needsDelivery: true, processedFirst: true },
  },
  {
    id: 'card-only',
    group: 'Configuration',
    label: 'Cards only (US credit preselected)',
    expect: 'No bank option; Processed, then Complete',
    payWith: card(TEST_CARDS.usCredit),
    tweak: {
      paymentMethodTypeConfig: {
        enabled: ['us_debit', 'us_credit', 'international_debit', 'international_credit'],
        default: 'us_credit',
      },
    },
    outcome: complete,
  },
  {
    id: 'wallets',
    group: 'Configuration',
    label: 'Wallets offered (Apple Pay, Google Pay)',
    expect:
      "Chromium: a Google Pay button above the choices (the sandbox's test wallet; its sheet pays with a test card) and one wallet_unavailable callback for Apple Pay (domain not registered). Firefox, WebKit: one wallet_unavailable per wallet and the card form. Pay by wallet or card to Complete",
    payWith: card(TEST_CARDS.usCredit),
    tweak: { paymentMethodTypeConfig: { enabled: [...ALL_METHODS, 'apple_pay', 'google_pay'] } },
    outcome: complete,
  },
  {
    id: 'ach-only',
    group: 'Configuration',
    label: 'Bank account only',
    expect: 'No card option; Processed, then Complete',
    payWith: { kind: 'ach' },
    tweak: { paymentMethodTypeConfig: { enabled: ['ach'], default: 'ach' } },
    outcome: complete,
  },
  {
    id: 'hostile-name',
    group: 'Hostile data',
    label: 'NFT name containing markup',
    expect: 'The name is shown as plain text; nothing runs',
    payWith: card(TEST_CARDS.usCredit),
    tweak: { nftName: '<img src=x onerror="window.__nftcPwned=1"><b>Glitch</b> Ape' },
    outcome: complete,
  },
  {
    id: 'hostile-image',
    group: 'Hostile data',
    label: 'javascript: image URL',
    expect:
      'The client-token request is refused (imageUrl must be http or https); no checkout opens',
    payWith: card(TEST_CARDS.usCredit),
    tweak: { imageUrl: 'javascript:window.__nftcPwned=1' },
    outcome: { event: 'refused' },
  },
];

export const DEFAULT_SCENARIO_ID = 'card-us-credit';

export function findScenario(id: string): Scenario | undefined {
  return SCENARIOS.find((s) => s.id === id);
}

/** The instructions the page shows beside the picker. */
export function payInstructions(payWith: PayWith): string {
  if (payWith.kind === 'ach') {
    return `Choose "Bank account (ACH)", log in as ${BANK_LOGIN.username} / ${BANK_LOGIN.password}.`;
  }
  const spaced = payWith.number.replace(/(\d{4})(?=\d)/g, '$1 ');
  return `Pay by card ${spaced}, expiry ${CARD_EXPIRY}, CVC ${CARD_CVC}.`;
}
