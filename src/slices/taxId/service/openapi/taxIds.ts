import { notPayable, rateLimit } from '../../../../sandbox/openapi/docs/shared.js';
import type { SomeDocs } from '../../../../sandbox/openapi/docTypes.js';

export const TAX_ID_DOCS = {
  createTaxIdToken: {
    description: [
      "The buyer's Social Security number, from the tax-id frame only (no CORS). The answer is a token for the confirm, bound to this order and valid for an hour, and the last four digits.",
      '',
      '- Nine digits, as the SSA issues them: not area 000, 666 or 900–999, not group 00, not serial 0000 (400 naming `taxId`; the message never quotes the number).',
      "- The number stays in the sandbox's memory for the confirm's risk check; no answer, error or log line carries it.",
      '- At most 10 per checkout in 10 minutes.',
    ].join('\n'),
    body: { example: { taxId: '123456789' } },
    response: {
      description: 'The tax id token and the last four digits.',
      example: { taxIdToken: 'tid_Q7m2Kx9pL4vR8sT1wY6zB3nC', last4: '6789' },
    },
    refusals: {
      '409 CONFLICT': notPayable,
      '429 RATE_LIMITED': rateLimit('tax id requests', 10),
    },
  },
} satisfies SomeDocs;
