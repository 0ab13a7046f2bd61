import { notPayable } from '../../../../sandbox/openapi/docs/shared.js';
import type { SomeDocs } from '../../../../sandbox/openapi/docTypes.js';
import { TEST_CARD_NUMBERS as CARD } from '../../api/testCards.js';

export const CARD_DOCS = {
  tokenizeCard: {
    description: [
      "Turns a card into a card token for this order. Only the card frame, served from the service's own origin, calls it: no CORS headers, so a script on the merchant's page cannot post card numbers here.",
      '',
      '- The number is 12 to 19 digits and passes the Luhn check; the card is valid through the last day of its expiry month (UTC).',
      "- The service keeps the brand, the last 4 digits, the payment method type and the test card's outcome; never the number or the CVC, not even in an error.",
      `- Test cards: \`${CARD.usDebit}\` (US debit), \`${CARD.intlCredit}\` (non-US credit), and the authentication cards of docs/protocol.md.`,
    ].join('\n'),
    body: { example: { number: CARD.usDebit, expMonth: 12, expYear: 2034, cvc: '123' } },
    response: {
      description: 'The card token, bound to this order.',
      example: {
        cardToken: 'card_7d3f9b1e-4c2a-4e8d-b6f0-2a9c5e1d7b34',
        brand: 'visa',
        last4: '1157',
        paymentMethodType: 'us_debit',
      },
    },
    refusals: {
      '409 CONFLICT': notPayable,
      '429 RATE_LIMITED': {
        when: 'This checkout has as many card tokens as one order may have.',
        message:
          'This checkout has 20 card tokens, the most one order may have: pay with one of them, or open a new checkout.',
      },
    },
  },
} satisfies SomeDocs;
