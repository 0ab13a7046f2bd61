import { describe, expect, it } from 'vitest';
import type { Transition } from '../../api/checkout.js';
import { webhookEventSchema } from '../../api/webhooks.js';
import { toOrder } from '../domain/orderView.js';
import type { OrderRecord } from '../store/records.js';
import { cursorAt, eventsSince, newEventId, START_CURSOR } from './webhookEvents.js';

const T0 = Date.parse('2026-01-01T00:00:00.000Z');
const at = (s: number) => new Date(T0 + s * 1000).toISOString();

function record(transitions: Transition[], over: Partial<OrderRecord> = {}): OrderRecord {
  const last = transitions.at(-1);
  return {
    id: 'ord_1',
    merchantId: 'm1',
    createdAt: T0,
    expiresAt: T0 + 1_800_000,
    referenceId: null,
    userId: 'u',
    nft: { name: 'n', imageUrl: 'https://example.com/x.png' },
    paymentMethods: { enabled: ['us_debit'], default: 'us_debit' },
    sessionKey: 'ord_1',
    status: last?.to ?? 'Draft',
    transitions,
    pending: [],
    attemptsMade: 1,
    maxAttempts: 3,
    quote: {
      currency: 'usd',
      subtotal: 100,
      taxRate: 0,
      taxRegion: null,
      tax: 0,
      clientProcessingFee: 3.8,
      networkFee: 1.5,
      total: 105.3,
    },
    paymentMethodType: 'us_debit',
    confirmations: [],
    ...over,
  };
}

const draft: Transition = { sequence: 1, from: null, to: 'Draft', at: at(0) };
const challenged: Transition = {
  sequence: 2,
  from: 'Draft',
  to: 'Processing',
  at: at(1),
  action: 'challenge',
};
const processed: Transition = { sequence: 3, from: 'Processing', to: 'Processed', at: at(2) };
let n = 0;
const ids = () => `msg_${++n}`;

describe('eventsSince', () => {
  it('tells a challenged payment in the order it happened, numbered from 1', () => {
    const order = record([draft, challenged, processed]);
    const { events, cursor } = eventsSince(order, START_CURSOR, T0 + 5000, ids);
    expect(events.map((e) => [e.type, e.sequence])).toEqual([
      ['order.processing', 1],
      ['action.required', 2],
      ['action.resolved', 3],
      ['order.processed', 4],
    ]);
    expect(events[0]?.data.transition).toEqual(challenged);
    expect(events[1]?.data.action).toEqual({ action: 'challenge', at: at(1) });
    expect(events[2]?.data.action).toEqual({
      action: 'challenge',
      outcome: 'authenticated',
      at: at(2),
    });
    for (const event of events) {
      expect(webhookEventSchema.parse(event)).toEqual(event);
      expect(event.data.order).toEqual(toOrder(order));
      expect(event.createdAt).toBe(new Date(T0 + 5000).toISOString());
    }
    expect(cursor).toEqual({ transitions: 3, verifications: 0, actions: 2, sequence: 4 });
  });

  it('tells only what is new since the cursor, going on with the sequence', () => {
    const first = eventsSince(record([draft, challenged]), START_CURSOR, T0, ids);
    expect(first.events.map((e) => e.type)).toEqual(['order.processing', 'action.required']);
    const next = eventsSince(record([draft, challenged, processed]), first.cursor, T0, ids);
    expect(next.events.map((e) => [e.type, e.sequence])).toEqual([
      ['action.resolved', 3],
      ['order.processed', 4],
    ]);
    expect(
      eventsSince(record([draft, challenged, processed]), next.cursor, T0, ids).events,
    ).toEqual([]);
  });

  it('tells nothing for a Draft order, and a failed challenge as a decline', () => {
    expect(eventsSince(record([draft]), START_CURSOR, T0, ids).events).toEqual([]);
    const declined: Transition = {
      sequence: 3,
      from: 'Processing',
      to: 'Declined',
      at: at(2),
      reasonCode: 'AUTHENTICATION_FAILED',
    };
    const { events } = eventsSince(record([draft, challenged, declined]), START_CURSOR, T0, ids);
    expect(events.map((e) => e.type)).toEqual([
      'order.processing',
      'action.required',
      'action.resolved',
      'order.declined',
    ]);
    expect(events[2]?.data.action?.outcome).toBe('failed');
    expect(events[3]?.data.order.error).toEqual({ reasonCode: 'AUTHENTICATION_FAILED' });
  });

  it('starts a known order at its current story', () => {
    const order = record([draft, challenged, processed]);
    expect(cursorAt(order, 4)).toEqual({
      transitions: 3,
      verifications: 0,
      actions: 2,
      sequence: 4,
    });
    expect(eventsSince(order, cursorAt(order, 4), T0, ids).events).toEqual([]);
  });

  it('makes event ids of msg_ and 32 hex digits, new each time', () => {
    expect(newEventId()).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(newEventId()).not.toBe(newEventId());
  });
});
