import type { StatePart } from '../../../sandbox/domain/statePart.js';

/** The identity check in the order's state, once the buyer was assessed. */
export const identityStatePart: StatePart = {
  view: (record) => (record.identity ? { identity: record.identity } : {}),
  // Nothing for a check that asks for nothing and has no history: the widget has nothing to show.
  feedKey: ({ identity }) =>
    identity === undefined || (identity.status === 'not_required' && identity.history.length === 0)
      ? ''
      : JSON.stringify(identity),
};
