import { send } from '../../../api/http.js';
import type { CallOptions, ClientContext } from '../../../api/sessionClient.js';
import type { BankLinkRequest } from './bankLink.js';
import { linkBankAccountRoute } from './endpoints/bankLinks.js';

/** The bank method's call: the bank's login to a linked account. */
export function achCalls({ http, load }: ClientContext) {
  return {
    linkBankAccount: async (body: BankLinkRequest, o: CallOptions = {}) => {
      const s = await load();
      return send(http, {
        ...linkBankAccountRoute,
        body: s.validateInput(s.bankLinkRequestSchema, body, 'bank login'),
        response: s.bankLinkSchema,
        ...o,
      });
    },
  };
}
