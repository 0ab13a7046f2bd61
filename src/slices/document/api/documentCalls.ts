import { send } from '../../../api/http.js';
import type { CallOptions, ClientContext } from '../../../api/sessionClient.js';
import type { IdentityAssessRequest } from './checkoutIdentity.js';
import { assessIdentityRoute } from './endpoints/identityAssessment.js';

/** The document step's call: the buyer assessed before payment. */
export function documentCalls({ http, load }: ClientContext) {
  return {
    /**
     * Has the service assess the buyer before payment: the order state answered carries its
     * `identity` decision (a document to verify, or none), or the order Cancelled with RISD.
     */
    assessIdentity: async (body: IdentityAssessRequest, o: CallOptions = {}) => {
      const s = await load();
      return send(http, {
        ...assessIdentityRoute,
        body: s.validateInput(s.identityAssessRequestSchema, body, 'identity assessment'),
        response: s.orderStateSchema,
        idempotent: true, // the same buyer gets the same decision
        ...o,
      });
    },
  };
}
