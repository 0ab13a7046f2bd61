import { send } from '../../../api/http.js';
import type { CallOptions, ClientContext } from '../../../api/sessionClient.js';
import type { CardTokenRequest } from './cardToken.js';
import { tokenizeCardRoute } from './endpoints/cards.js';

/** The card's call: the card to a token (the card frame's own call; tests and servers use it). */
export function cardCalls({ http, load }: ClientContext) {
  return {
    tokenizeCard: async (body: CardTokenRequest, o: CallOptions = {}) => {
      const s = await load();
      return send(http, {
        ...tokenizeCardRoute,
        body: s.validateInput(s.cardTokenRequestSchema, body, 'card'),
        response: s.cardTokenSchema,
        ...o,
      });
    },
  };
}
