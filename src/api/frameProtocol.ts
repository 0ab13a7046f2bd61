import {
  type ChallengeOutcome,
  isChallengeOutcome,
} from '../slices/challenge/api/challengeOutcome.js';
import { ERROR_CODES, type ErrorCode } from './errors.js';
import { TAX_ID_TOKEN } from './formats.js';
import { type FrameColors, type FrameTheme, isFrameColors } from './frameProtocolColors.js';

export {
  FRAME_COLOR_NAMES,
  type FrameColorName,
  type FrameColors,
  type FrameTheme,
  isFrameColor,
} from './frameProtocolColors.js';

/*
 * The frame protocol: every message between the widget (host page) and the frames it hosts on
 * the service origin, in one file shared by both sides (the theme and colours the host sends:
 * frameProtocolColors.ts).
 * Each message is a plain object with the namespace below and a `type`. Both sides check the
 * sender's exact origin and window before reading a message, post only to the other side's exact
 * origin, and ignore anything that does not match these shapes. No zod here: the frame build
 * stays small.
 */

/** Envelope namespace of every message between the widget and its frames. */
export const NAMESPACE = 'nftc-frame';

/**
 * Host → frame: sent after `ready`, and again whenever token, locale, theme or colours change
 * (the OS switching dark while the frame is open, with theme `auto`).
 */
export interface InitMessage {
  ns: typeof NAMESPACE;
  type: 'init';
  clientToken: string;
  locale: string;
  theme: FrameTheme;
  /** The widget's colours as computed in its theme; the frame's own palette fills any gap. */
  colors?: FrameColors;
}

/**
 * Host → frame: validate and tokenize what the buyer typed; answered by `tokenized` (card frame),
 * `taxIdTokenized` (tax-id frame), `documentSubmitted` (document frame: upload and submit the
 * images) or `error`.
 */
export interface TokenizeMessage {
  ns: typeof NAMESPACE;
  type: 'tokenize';
  requestId: string;
}

/** Frame → host: the frame is listening; the host answers with `init`. */
export interface ReadyMessage {
  ns: typeof NAMESPACE;
  type: 'ready';
}

/** Frame → host: the frame's content height in CSS pixels, so the host sizes the iframe. */
export interface ResizeMessage {
  ns: typeof NAMESPACE;
  type: 'resize';
  height: number;
}

/** Frame → host: whether every field (card: number, expiry, CVC) is valid, when that changes. */
export interface ValidityMessage {
  ns: typeof NAMESPACE;
  type: 'validity';
  complete: boolean;
}

/** Frame → host: the service tokenized the card; the only card data the host ever sees. */
export interface TokenizedMessage {
  ns: typeof NAMESPACE;
  type: 'tokenized';
  requestId: string;
  cardToken: string;
  brand: string;
  last4: string;
  paymentMethodType: string;
}

const LAST4 = /^\d{4}$/;

/** Token and last 4 of the tax-id shapes: the frame checks the service's answer with it. */
export const isTaxIdToken = (taxIdToken: unknown, last4: unknown): boolean =>
  typeof taxIdToken === 'string' &&
  TAX_ID_TOKEN.test(taxIdToken) &&
  typeof last4 === 'string' &&
  LAST4.test(last4);

/** Frame → host (tax-id frame): the service tokenized the SSN; the host sees its last 4 only. */
export interface TaxIdTokenizedMessage {
  ns: typeof NAMESPACE;
  type: 'taxIdTokenized';
  requestId: string;
  taxIdToken: string;
  last4: string;
}

/**
 * Frame → host (document frame): the buyer's images are with the verifier. Only the capture's
 * verification id leaves the frame; how it went reaches the widget on the order feed.
 */
export interface DocumentSubmittedMessage {
  ns: typeof NAMESPACE;
  type: 'documentSubmitted';
  requestId: string;
  verificationId: string;
}

/**
 * Frame → host (challenge frame): the buyer left the issuer's challenge page. Only how it ended
 * leaves the frame; the payment's outcome reaches the widget on the order feed.
 */
export interface ChallengeResultMessage {
  ns: typeof NAMESPACE;
  type: 'challengeResult';
  outcome: ChallengeOutcome;
}

/** Frame → host: a tokenize request failed (with its requestId), or the frame itself did. */
export interface ErrorMessage {
  ns: typeof NAMESPACE;
  type: 'error';
  requestId?: string;
  code: ErrorCode;
  message: string;
}

export type HostMessage = InitMessage | TokenizeMessage;
/** The messages that answer `tokenize`, one per kind of frame that tokenizes. */
export type FrameAnswer = TokenizedMessage | TaxIdTokenizedMessage | DocumentSubmittedMessage;
export type FrameMessage =
  | ReadyMessage
  | ResizeMessage
  | ValidityMessage
  | FrameAnswer
  | ChallengeResultMessage
  | ErrorMessage;

/** Distributes over the union, so a message is built from its fields without the namespace. */
type Body<M> = M extends unknown ? Omit<M, 'ns'> : never;
export type HostMessageBody = Body<HostMessage>;
export type FrameMessageBody = Body<FrameMessage>;

type Fields = Record<string, unknown>;

const isString = (value: unknown, max = 4096): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

function envelope(data: unknown): Fields | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const fields = data as Fields;
  return fields.ns === NAMESPACE && typeof fields.type === 'string' ? fields : undefined;
}

/** The host's message, or undefined when `data` is not one (read by the frame). */
export function readHostMessage(data: unknown): HostMessage | undefined {
  const m = envelope(data);
  if (m?.type === 'init') {
    return isString(m.clientToken) &&
      isString(m.locale, 100) &&
      (m.theme === 'light' || m.theme === 'dark') &&
      (m.colors === undefined || isFrameColors(m.colors))
      ? (m as unknown as InitMessage)
      : undefined;
  }
  if (m?.type === 'tokenize') {
    return isString(m.requestId, 100) ? (m as unknown as TokenizeMessage) : undefined;
  }
  return undefined;
}

/** The frame's message, or undefined when `data` is not one (read by the host). */
export function readFrameMessage(data: unknown): FrameMessage | undefined {
  const m = envelope(data);
  switch (m?.type) {
    case 'ready':
      return m as unknown as ReadyMessage;
    case 'resize':
      return typeof m.height === 'number' && Number.isFinite(m.height) && m.height >= 0
        ? (m as unknown as ResizeMessage)
        : undefined;
    case 'validity':
      return typeof m.complete === 'boolean' ? (m as unknown as ValidityMessage) : undefined;
    case 'tokenized':
      return isString(m.requestId, 100) &&
        isString(m.cardToken) &&
        isString(m.brand, 100) &&
        isString(m.last4, 100) &&
        isString(m.paymentMethodType, 100)
        ? (m as unknown as TokenizedMessage)
        : undefined;
    case 'taxIdTokenized':
      return isString(m.requestId, 100) && isTaxIdToken(m.taxIdToken, m.last4)
        ? (m as unknown as TaxIdTokenizedMessage)
        : undefined;
    case 'documentSubmitted':
      return isString(m.requestId, 100) && isString(m.verificationId, 100)
        ? (m as unknown as DocumentSubmittedMessage)
        : undefined;
    case 'challengeResult':
      return isChallengeOutcome(m.outcome) ? (m as unknown as ChallengeResultMessage) : undefined;
    case 'error':
      return (m.requestId === undefined || isString(m.requestId, 100)) &&
        ERROR_CODES.includes(m.code as ErrorCode) &&
        isString(m.message)
        ? (m as unknown as ErrorMessage)
        : undefined;
    default:
      return undefined;
  }
}

/*
 * `scheme://host[:port]` with a host that is DNS labels (or IPv4) or a bracketed IPv6 literal.
 * WHATWG URL lets `*`, `'`, `;` and `,` through in hosts, so `new URL(o).origin === o` alone
 * would let a value rewrite a CSP or a header list. Every part is bounded, so no input makes
 * these patterns slow.
 */
const ORIGIN_SHAPE =
  /^https?:\/\/(?:([a-z0-9.-]{1,253})|\[[0-9a-f:.]{2,45}\])(?::[1-9][0-9]{0,4})?$/;
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * An origin as browsers serialize it (`https://shop.example`, `http://127.0.0.1:8080`): the one
 * rule for every origin that reaches a header, a page or a postMessage target.
 */
export function isHttpOrigin(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 300) return false;
  const match = ORIGIN_SHAPE.exec(value);
  if (!match) return false;
  const host = match[1];
  if (host !== undefined && !host.split('.').every((label) => DNS_LABEL.test(label))) return false;
  try {
    // Canonical form only: no default port, IPv4 and IPv6 as the browser writes them.
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}
