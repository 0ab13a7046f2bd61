import type { CheckoutSession } from '../../../api/checkout.js';
import { isWalletType } from '../../../api/clientTokens.js';
import { maxExpiresAt } from '../../domain/expiry.js';
import { isoAt } from '../../domain/isoTime.js';
import { orderStateJson } from '../../domain/orderJson.js';
import { requireClientToken } from '../../http/auth.js';
import type { RequestContext } from '../../http/context.js';
import { sendJsonText } from '../../http/respond.js';
import { isFrozenData } from '../../store/freezeData.js';
import type { OrderRecord } from '../../store/records.js';
import { sessionChecks } from './sessionChecks.js';

/** The members before `now`: they come from the stored order and the origin alone. */
type SessionHead = Omit<CheckoutSession, 'now' | 'maxExpiresAt' | 'checks'>;

interface Head {
  origin: string;
  /** The head's JSON without its closing brace. */
  text: string;
  maxExpiresAt: string;
}

/** Each stored order's head, written once (orderJson.ts says when). */
const heads = new WeakMap<OrderRecord, Head>();

function headOf(order: OrderRecord, origin: string): Head {
  const kept = heads.get(order);
  if (kept?.origin === origin) return kept;
  const rest: Omit<SessionHead, 'state'> = {
    nft: order.nft,
    ...(order.identityPrefill ? { identityPrefill: order.identityPrefill } : {}),
    paymentMethods: order.paymentMethods,
    cardFrameUrl: `${origin}/v1/checkout/card-frame`,
    ...(order.paymentMethods.enabled.some(isWalletType)
      ? { walletFrameUrl: `${origin}/v1/checkout/wallet-frame` }
      : {}),
    expiresAt: new Date(order.expiresAt).toISOString(),
    sessionKey: order.sessionKey,
  };
  // `state` first: the text JSON.stringify gives the head, state written once (orderStateJson).
  const text = `{"state":${orderStateJson(order)},${JSON.stringify(rest).slice(1, -1)}`;
  const head = { origin, text, maxExpiresAt: new Date(maxExpiresAt(order)).toISOString() };
  if (isFrozenData(order)) heads.set(order, head);
  return head;
}

/**
 * GET /v1/checkout/session: what the widget needs to render. `cardFrameUrl` has no `origin`
 * parameter: the widget adds its own page origin (docs/protocol.md, card frame).
 */
export function getSession(ctx: RequestContext): void {
  const { order } = requireClientToken(ctx, 'read');
  const head = headOf(order, ctx.origin);
  const tail: Omit<CheckoutSession, keyof SessionHead> = {
    // Read last, so it is not earlier than anything else in the answer.
    now: isoAt(ctx.services.clock.now()),
    maxExpiresAt: head.maxExpiresAt,
    checks: sessionChecks(ctx.services, order, ctx.origin),
  };
  // The same text as JSON.stringify of the whole session, members in the same order.
  sendJsonText(ctx.res, 200, `${head.text},${JSON.stringify(tail).slice(1)}`);
}

/** GET /v1/checkout/order: the order and its history (the polling fallback of the stream). */
export function getOrderState(ctx: RequestContext): void {
  const { order } = requireClientToken(ctx, 'read');
  sendJsonText(ctx.res, 200, orderStateJson(order));
}
