import { ERROR_CODES, type ErrorCode } from './errors.js';
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
 * Host → frame: validate and tokenize what the buyer typed; answered by the frame kind's own
 * answer (a slice message with this requestId: the card frame's `tokenized`, say) or `error`.
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

/**
 * Frame → host: a message of one slice's own, of any `type` outside the ones above: the answer
 * to `tokenize` of a kind of frame (the card frame's `tokenized`, with the requestId it answers),
 * how a challenge ended (`challengeResult`). The protocol checks the envelope and the requestId;
 * the slice that hears it reads the rest with its own rules, so the protocol names no slice.
 */
export interface SliceMessage {
  ns: typeof NAMESPACE;
  type: 'slice';
  /** The type the frame sent: `tokenized`, `challengeResult`… */
  name: string;
  requestId?: string | undefined;
  /** Everything the frame sent, for its slice to read. */
  fields: Readonly<Record<string, unknown>>;
}

/** A slice message as a frame posts it: its own type and fields. */
export interface SliceMessageBody {
  type: string;
  requestId?: string;
  [field: string]: unknown;
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
/** The protocol's own messages from a frame: every frame may send them. */
type CoreFrameMessage = ReadyMessage | ResizeMessage | ValidityMessage | ErrorMessage;
export type FrameMessage = CoreFrameMessage | SliceMessage;

/** Distributes over the union, so a message is built from its fields without the namespace. */
type Body<M> = M extends unknown ? Omit<M, 'ns'> : never;
export type HostMessageBody = Body<HostMessage>;
export type FrameMessageBody = Body<CoreFrameMessage> | SliceMessageBody;

type Fields = Record<string, unknown>;

/** A non-empty string of at most `max` characters: the protocol's one rule for a text field. */
export const isString = (value: unknown, max = 4096): value is string =>
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
    case 'error':
      return (m.requestId === undefined || isString(m.requestId, 100)) &&
        ERROR_CODES.includes(m.code as ErrorCode) &&
        isString(m.message)
        ? (m as unknown as ErrorMessage)
        : undefined;
    default:
      return m && readSliceMessage(m);
  }
}

function readSliceMessage(m: Fields): SliceMessage | undefined {
  const { type: name, requestId } = m;
  // `init` and `tokenize` are the host's own: never a frame's.
  return isString(name, 100) &&
    name !== 'init' &&
    name !== 'tokenize' &&
    (requestId === undefined || isString(requestId, 100))
    ? { ns: NAMESPACE, type: 'slice', name, requestId, fields: m }
    : undefined;
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
