import { notPayable } from '../../../../sandbox/openapi/docs/shared.js';
import type { SomeDocs } from '../../../../sandbox/openapi/docTypes.js';
import { TEST_CARD_NUMBERS as CARD } from '../../../card/api/testCards.js';

export const WALLET_TOKEN_DOCS = {
  tokenizeWallet: {
    description: [
      "Turns the card a wallet paid with into a wallet token for this order, once the buyer approved the wallet's sheet. Only the wallet frame, served from the service's own origin, calls it: no CORS headers.",
      '',
      "- `paymentData` is the wallet's answer. A real wallet's is encrypted for the provider; the sandbox's test wallet sends its test card's number and expiry (no CVC), checked as the card frame's are.",
      "- The wallet must be enabled in the checkout's `paymentMethodTypeConfig`.",
      "- The token carries the card's brand, last 4 and payment method type: the order is charged as that card (its fee, its test outcome, its 3-D Secure), and confirm takes it as `payment: { type: 'wallet', walletToken }`.",
      `- The test cards are the card frame's: \`${CARD.usDebit}\` approved, \`${CARD.declined}\` declined, \`${CARD.challenge}\` asks for a 3-D Secure challenge.`,
    ].join('\n'),
    body: {
      example: {
        wallet: 'google_pay',
        paymentData: { number: CARD.usDebit, expMonth: 12, expYear: 2034 },
      },
    },
    response: {
      description: "The wallet token, bound to this order, with the card's brand, last 4 and type.",
      example: {
        walletToken: 'wallet_5b2e8f1c-9d3a-4c7e-a1f6-3e8b0d4c2a97',
        wallet: 'google_pay',
        brand: 'visa',
        last4: '1157',
        paymentMethodType: 'us_debit',
      },
    },
    refusals: {
      '403 FORBIDDEN': {
        when: 'The checkout does not offer this wallet.',
        message:
          'apple_pay is not offered in this checkout (us_debit, ach): pay by another method, or enable it in paymentMethodTypeConfig.',
      },
      '409 CONFLICT': notPayable,
      '429 RATE_LIMITED': {
        when: 'This checkout has as many card and wallet tokens as one order may have.',
        message:
          'This checkout has 20 card tokens, the most one order may have: pay with one of them, or open a new checkout.',
      },
    },
  },
} satisfies SomeDocs;
