import {
  member,
  requestToken,
  type ServiceResult,
  type ServiceStrings,
  text,
} from '../../../frame/tokenize.js';
import type { CardTokenRequest } from '../api/cardToken.js';

export interface CardTokenFields {
  cardToken: string;
  brand: string;
  last4: string;
  paymentMethodType: string;
}

export type TokenizeResult = ServiceResult<CardTokenFields>;

export interface TokenizeRequest {
  /** The service's cards endpoint, same origin as the frame. */
  url: string;
  clientToken: string;
  card: CardTokenRequest;
  /** In the frame's language at the time of the request. */
  strings: ServiceStrings;
  fetch?: typeof fetch | undefined;
  timeoutMs?: number | undefined;
}

/** POSTs the card to the service's cards endpoint; the number and token never reach a message. */
export function requestCardToken({ card, ...request }: TokenizeRequest): Promise<TokenizeResult> {
  return requestToken({
    ...request,
    body: card,
    secrets: [card.number, request.clientToken],
    read: (json) => {
      const token = {
        cardToken: text(member(json, 'cardToken')),
        brand: text(member(json, 'brand')),
        last4: text(member(json, 'last4')),
        paymentMethodType: text(member(json, 'paymentMethodType')),
      };
      return Object.values(token).every(Boolean) ? (token as CardTokenFields) : undefined;
    },
  });
}
