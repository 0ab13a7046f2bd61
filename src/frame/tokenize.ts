import type { CardTokenRequest } from '../api/checkout.js';
import { ERROR_CODES, type ErrorCode } from '../api/errors.js';

export interface CardTokenFields {
  cardToken: string;
  brand: string;
  last4: string;
  paymentMethodType: string;
}

export type TokenizeResult =
  | { ok: true; token: CardTokenFields }
  | { ok: false; code: ErrorCode; message: string };

export interface TokenizeRequest {
  /** The service's cards endpoint, same origin as the frame. */
  url: string;
  clientToken: string;
  card: CardTokenRequest;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_FAILED',
  410: 'EXPIRED',
  429: 'RATE_LIMITED',
};

const failure = (code: ErrorCode, message: string): TokenizeResult => ({
  ok: false,
  code,
  message,
});

function member(json: unknown, key: string): unknown {
  return typeof json === 'object' && json !== null
    ? (json as Record<string, unknown>)[key]
    : undefined;
}

/** Very short values would blank out ordinary words; a number or a token is never that short. */
const redact = (message: string, secrets: string[]) =>
  secrets.reduce((out, s) => (s.length >= 8 ? out.split(s).join('****') : out), message);

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * POSTs the card to the service and turns the answer into a result for the host. Never throws.
 * The service's error message is passed on with the card number and token blanked out, in case a
 * service echoes them.
 */
export async function requestCardToken(request: TokenizeRequest): Promise<TokenizeResult> {
  const { card, clientToken } = request;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs ?? 15_000);
  try {
    const res = await (request.fetch ?? fetch)(request.url, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${clientToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(card),
      signal: controller.signal,
      credentials: 'omit',
    });
    const json: unknown = await res.json().catch(() => undefined);
    if (!res.ok) {
      const bodyCode = member(json, 'code') as ErrorCode;
      const code = ERROR_CODES.includes(bodyCode)
        ? bodyCode
        : (STATUS_CODES[res.status] ?? (res.status >= 500 ? 'SERVER' : 'VALIDATION'));
      const message = text(member(json, 'message')) ?? `The card service answered ${res.status}.`;
      return failure(code, redact(message, [card.number, clientToken]));
    }
    const token = {
      cardToken: text(member(json, 'cardToken')),
      brand: text(member(json, 'brand')),
      last4: text(member(json, 'last4')),
      paymentMethodType: text(member(json, 'paymentMethodType')),
    };
    return Object.values(token).every(Boolean)
      ? { ok: true, token: token as CardTokenFields }
      : failure('INVALID_RESPONSE', 'The card service answered with an unexpected body.');
  } catch {
    return controller.signal.aborted
      ? failure('TIMEOUT', 'The card service did not answer in time. Try again.')
      : failure('NETWORK', 'The card could not be sent. Check the connection and try again.');
  } finally {
    clearTimeout(timer);
  }
}
