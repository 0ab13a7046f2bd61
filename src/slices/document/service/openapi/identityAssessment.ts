import { notPayable } from '../../../../sandbox/openapi/docs/shared.js';
import type { SomeDocs } from '../../../../sandbox/openapi/docTypes.js';
import * as ex from '../../../../sandbox/openapi/examples.js';
import { identityRequired } from './identityExamples.js';

export const IDENTITY_ASSESSMENT_DOCS = {
  assessIdentity: {
    description: [
      "Runs the confirm's checks (the buyer's rules, the verified phone, the tax id token) and its risk check on the buyer, without paying, and answers the order state with `identity` set:",
      '',
      "- low risk, or the merchant's identity check off: `not_required`;",
      '- medium or high: `required` (reason `risk_medium` or `risk_high`), unless a document is verified in this order or for this customer within 90 days (`verified`);',
      '- very high: no identity; the order is Cancelled with `RISD` at once.',
    ].join('\n'),
    body: { example: { buyer: ex.buyer, taxIdToken: ex.confirmRequest.taxIdToken } },
    response: {
      description: 'The order state with `identity`.',
      example: { ...ex.draftState, identity: identityRequired },
    },
    refusals: { '409 CONFLICT': notPayable },
  },
} satisfies SomeDocs;
