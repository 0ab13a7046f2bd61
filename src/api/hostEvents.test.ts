import { describe, expect, it } from 'vitest';
import {
  CALLBACK_NAMES,
  CHECKOUT_EVENT_TYPES,
  type CheckoutListenerType,
  DOM_EVENT_NAMES,
  domEventName,
  EVENT_STATUSES,
} from './hostEvents.js';
import { ORDER_STATUSES } from './orders.js';

const LISTENER_TYPES: CheckoutListenerType[] = [
  'ready',
  ...CHECKOUT_EVENT_TYPES,
  'event',
  'verification',
  'action_required',
  'action_resolved',
  'wallet_unavailable',
  'change',
  'error',
];

/** `action_required` → `ActionRequired`: the words of a listener type, capitalised and joined. */
const pascal = (type: string) =>
  type
    .split('_')
    .map((word) => `${word[0]?.toUpperCase()}${word.slice(1)}`)
    .join('');

describe('host events', () => {
  it('reports one order status per event type', () => {
    expect(Object.keys(EVENT_STATUSES)).toEqual([...CHECKOUT_EVENT_TYPES]);
    for (const status of Object.values(EVENT_STATUSES)) expect(ORDER_STATUSES).toContain(status);
  });

  it('derives each DOM event name as DOM_EVENT_NAMES lists it', () => {
    for (const type of Object.keys(DOM_EVENT_NAMES) as (keyof typeof DOM_EVENT_NAMES)[]) {
      expect(domEventName(type)).toBe(DOM_EVENT_NAMES[type]);
    }
  });

  it('has a callback for every listener type, named on<Type>', () => {
    expect(Object.keys(CALLBACK_NAMES).sort()).toEqual([...LISTENER_TYPES].sort());
    for (const type of LISTENER_TYPES) {
      expect(CALLBACK_NAMES[type]).toBe(`on${pascal(type)}`);
    }
  });

  it('has a DOM event for every listener type but the catch-all, named nftc-<type>', () => {
    const types = LISTENER_TYPES.filter((type) => type !== 'event');
    expect(Object.keys(DOM_EVENT_NAMES).sort()).toEqual([...types].sort());
    for (const [type, name] of Object.entries(DOM_EVENT_NAMES)) {
      expect(name).toBe(`nftc-${type.replace('_', '-')}`);
    }
  });
});
