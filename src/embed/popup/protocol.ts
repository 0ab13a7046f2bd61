import { ERROR_CODES, type ErrorCode, type FieldIssue } from '../../api/errors.js';
import {
  CHECKOUT_EVENT_TYPES,
  type CheckoutEventMap,
  type CheckoutEventType,
  EVENT_STATUSES,
} from '../../api/hostEvents.js';
import { isWalletName, isWalletUnavailableReason } from '../../api/stepEvents.js';

/*
 * The popup protocol: one direction only, from the hosted checkout page (in a popup, on the
 * service origin) to the page that opened it. The hosted page posts every host event with
 * `targetOrigin` set to the opener's origin, which the service checked against the merchant's
 * registered origins; the opener reads a message only from the service origin and the popup's own
 * window, and only in this shape. docs/protocol.md, "The popup's messages".
 */

/** Marks our messages among whatever else a page receives. */
export const HOSTED_MESSAGE_SOURCE = 'nft-checkout:hosted';
export const HOSTED_MESSAGE_VERSION = 1;

/** The host events the popup reports: every `on()` name except `event` (its order events are). */
export const HOSTED_EVENT_TYPES = [
  'ready',
  ...CHECKOUT_EVENT_TYPES,
  'verification',
  'action_required',
  'action_resolved',
  'wallet_unavailable',
  'error',
] as const;
export type HostedEventType = (typeof HOSTED_EVENT_TYPES)[number];

/** An error crosses windows as data: structured cloning would drop its class and its code. */
export interface ErrorPayload {
  code: ErrorCode;
  message: string;
  issues: FieldIssue[];
}

export type HostedPayload<K extends HostedEventType> = K extends 'error'
  ? ErrorPayload
  : CheckoutEventMap[K];

export interface HostedMessage<K extends HostedEventType = HostedEventType> {
  source: typeof HOSTED_MESSAGE_SOURCE;
  version: typeof HOSTED_MESSAGE_VERSION;
  type: K;
  payload: HostedPayload<K>;
}

export function hostedMessage<K extends HostedEventType>(
  type: K,
  payload: HostedPayload<K>,
): HostedMessage<K> {
  return { source: HOSTED_MESSAGE_SOURCE, version: HOSTED_MESSAGE_VERSION, type, payload };
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = 200): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;
const isCount = (value: unknown, min = 0): value is number =>
  Number.isInteger(value) && (value as number) >= min;
const isOrderOf = (value: unknown, orderId: unknown) => isObject(value) && value.id === orderId;

/** The fields every step and order event has: its id under the order's, and a time. */
function isEventOf(p: Fields, idPrefix: string): boolean {
  return (
    isText(p.orderId) &&
    isText(p.id) &&
    p.id.startsWith(`${p.orderId}:${idPrefix}`) &&
    isText(p.at, 40) &&
    (p.referenceId === null || isText(p.referenceId))
  );
}

function isOrderEvent(type: CheckoutEventType, p: Fields): boolean {
  if (
    !isEventOf(p, '') ||
    !isCount(p.sequence, 1) ||
    p.id !== `${p.orderId}:${p.sequence}` ||
    p.status !== EVENT_STATUSES[type] ||
    !isOrderOf(p.order, p.orderId)
  ) {
    return false;
  }
  if (type === 'declined') return isText(p.reasonCode, 40) && isCount(p.attemptsLeft);
  if (type === 'cancelled') return isText(p.reasonCode, 40);
  if (type === 'complete') return isText(p.txHash);
  return true;
}

function isIssues(value: unknown): value is FieldIssue[] {
  return (
    Array.isArray(value) &&
    value.length <= 50 &&
    value.every((i) => isObject(i) && typeof i.path === 'string' && isText(i.message, 2000))
  );
}

function isPayload(type: HostedEventType, p: Fields): boolean {
  switch (type) {
    case 'error':
      return (
        ERROR_CODES.includes(p.code as ErrorCode) && isText(p.message, 2000) && isIssues(p.issues)
      );
    case 'ready':
      return (
        p.type === type &&
        isText(p.orderId) &&
        isText(p.status, 40) &&
        isOrderOf(p.order, p.orderId) &&
        isText(p.expiresAt, 40)
      );
    case 'verification':
      return p.type === type && isEventOf(p, 'verification:') && isText(p.phase, 40);
    case 'action_required':
    case 'action_resolved':
      return p.type === type && isEventOf(p, 'action:') && isCount(p.sequence, 1);
    case 'wallet_unavailable':
      return (
        p.type === type &&
        isEventOf(p, 'wallet:') &&
        isWalletName(p.wallet) &&
        isWalletUnavailableReason(p.reason)
      );
    default:
      return p.type === type && isOrderEvent(type, p);
  }
}

/**
 * `data` as a message of the popup protocol, or undefined when it is anything else (another
 * script's message, another version, a payload of the wrong shape). Only the shape is checked
 * here; the caller checks who sent it.
 */
export function readHostedMessage(data: unknown): HostedMessage | undefined {
  if (
    !isObject(data) ||
    data.source !== HOSTED_MESSAGE_SOURCE ||
    data.version !== HOSTED_MESSAGE_VERSION ||
    !HOSTED_EVENT_TYPES.includes(data.type as HostedEventType) ||
    !isObject(data.payload)
  ) {
    return undefined;
  }
  return isPayload(data.type as HostedEventType, data.payload)
    ? (data as unknown as HostedMessage)
    : undefined;
}
