// The slices' parts of an order's state, listed once: what toOrderState adds and the order feed
// watches besides the transitions.

import type { OrderState } from '../../api/checkout.js';
import { challengeStatePart } from '../../slices/challenge/service/challengeState.js';
import { identityStatePart } from '../../slices/document/service/identityState.js';
import type { OrderRecord } from '../store/records.js';
import type { StatePart } from './statePart.js';

export const STATE_PARTS: readonly StatePart[] = [identityStatePart, challengeStatePart];

/** The members the parts add to an order's state. */
export const statePartsOf = (record: OrderRecord): Partial<OrderState> =>
  Object.assign({}, ...STATE_PARTS.map((part) => part.view(record)));

/** What changed of the parts without a transition, to push each change once ('' for nothing). */
export function partsFeedKey(record: OrderRecord): string {
  const keys = STATE_PARTS.map((part) => part.feedKey?.(record) ?? '');
  return keys.some(Boolean) ? keys.join('\n') : '';
}
