import type { SomeDocs } from '../docTypes.js';
import * as ex from '../examples.js';

export const CONFIRM_DOCS = {
  confirmCheckout: {
    description: [
      'Pays the order with a card token or a linked bank account. The answer is the order state right after: Processing, with the final amounts (the address sets the tax, the method the fee). The sandbox then moves the order on by itself; a card whose issuer asks the buyer to authenticate answers a `nextAction` and waits for the buyer.',
      '',
      '- **Idempotency**: `Idempotency-Key` (a UUID) is required. The same key with the same body answers the first answer again and pays nothing twice; with another body it is 409. A new key while the order cannot be paid is 409.',
      '- Payable while Draft, or Declined with `attemptsLeft` > 0; each confirm uses one attempt.',
      "- The buyer is checked here too: 18 or older, a real birth date, no PO box; the phone verified when `checks.phone.required`; a tax id token of this order when `checks.taxId.countries` has the buyer's country; a verified identity document when the risk is medium or high. Each failure is a 400 naming the field.",
      "- The card token or bank account must be this order's (403 otherwise) and of a type the checkout offers.",
    ].join('\n'),
    headers: {
      'Idempotency-Key': {
        description: 'A new UUID per payment attempt; the same one to retry the same attempt.',
        example: '6f1c3a9e-2b7d-4e5f-8a1c-9d3e7b5f2a64',
      },
    },
    body: { example: ex.confirmRequest },
    response: {
      description: 'The order state right after the confirm (Processing).',
      example: ex.processingState,
    },
    refusals: {
      '400 VALIDATION': {
        when: '`Idempotency-Key` is missing or not a UUID, the buyer fails a rule or a buyer check, or the payment is unknown or not offered.',
        message:
          'Invalid payment confirmation: buyer.phone is not verified: send it a one-time code (POST /v1/checkout/phone/code) and confirm the code (POST /v1/checkout/phone/verify) first.',
      },
      '403 FORBIDDEN': {
        when: 'The card token or bank account belongs to another checkout.',
        message: 'This card token belongs to another checkout: tokenize the card again.',
      },
      '409 CONFLICT': {
        when: 'The `Idempotency-Key` was used for another body, or the order cannot be paid now.',
        message: 'This Idempotency-Key was used for a different confirmation: use a new key.',
      },
    },
    curl: { headers: { 'Idempotency-Key': "$(node -p 'crypto.randomUUID()')" } },
  },
} satisfies SomeDocs;
