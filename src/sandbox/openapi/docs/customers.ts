import type { SomeDocs } from '../docTypes.js';
import * as ex from '../examples.js';
import { riskRequest, riskResponse } from '../merchantExamples.js';
import { RESTART, storeFull } from './shared.js';

export const CUSTOMER_DOCS = {
  evaluateCustomer: {
    description: [
      'Evaluates a customer and a transaction for fraud risk (spec 4, #6). The top-level `level` (`low`, `medium`, `high`, `very_high`) is the one field to decide on.',
      '',
      '- Shape A (`flow` is a string) carries the whole customer, the transaction and the bank; shape B (`flow` is an object) chooses its `checkpoints`.',
      '- Checkpoints: `customer` (the default, and required when others are listed), `device`, `onboarding`, `login`, `aml`, `aml_bank`, `payment`, `ach`. An unknown name, or a list without `customer`, is 422.',
      "- The device checkpoint runs when device data exists for the same `sessionKey` (`POST /v1/devices`, or the widget's `POST /v1/checkout/device`); the answer then has `device`.",
      '- In the sandbox, email modifiers set the outcome: `+low-risk`, `+medium-risk`, `+high-risk` (also `-low-risk`…).',
    ].join('\n'),
    body: { example: riskRequest },
    response: {
      description: 'The risk evaluation (also listed by `GET /v1/customers`).',
      example: riskResponse(),
    },
    refusals: {
      '422 VALIDATION': {
        when: 'A checkpoint name is unknown, or `customer` is missing from a list of checkpoints (each named by its position in `issues`).',
        message:
          'Invalid checkpoints: checkpoints.1 is not a checkpoint: use customer, device, onboarding, login, aml, aml_bank, payment, ach.',
      },
      '429 RATE_LIMITED': storeFull('risk evaluations', RESTART),
    },
  },
  listCustomers: {
    description:
      "The merchant's risk evaluations, oldest first (spec 4, #7), including those the checkout's confirm ran (under the order's `userId`). A tax id shows masked, `•••-••-6789`.",
    query: { customer_id: 'Only the evaluations of this customer id.' },
    response: {
      description: 'The evaluations (an empty list when none match).',
      example: [riskResponse()],
    },
    curl: { query: { customer_id: ex.IDS.user } },
  },
} satisfies SomeDocs;
