import { describe, expect, it } from 'vitest';
import { createOrderBook } from './orderBook.js';
import { orderEvent } from './testing/signedEvents.js';

type Event = Parameters<ReturnType<typeof createOrderBook>['record']>[0];
const event = (input: Parameters<typeof orderEvent>[0]) => orderEvent(input) as Event;

describe('the order book', () => {
  it('forgets the oldest order past its bound', () => {
    const book = createOrderBook({
      maxOrders: 2,
      maxDeliveriesPerOrder: 4,
      maxEventIdsPerOrder: 8,
    });
    for (const id of ['a', 'b', 'c']) {
      book.record(event({ orderId: id, status: 'Processing', sequence: 1 }), 0);
    }
    expect(book.size).toBe(2);
    expect(book.get('a')).toBeUndefined();
    expect(book.get('c')).toBeDefined();
  });

  it('keeps at most the bound of deliveries per order, dropping the lowest sequence', () => {
    const book = createOrderBook({
      maxOrders: 2,
      maxDeliveriesPerOrder: 2,
      maxEventIdsPerOrder: 8,
    });
    for (const sequence of [1, 2, 3]) {
      book.record(event({ orderId: 'a', status: 'Processing', sequence }), 0);
    }
    expect(book.get('a')!.deliveries.map((d) => d.sequence)).toEqual([2, 3]);
    expect(book.get('a')!.sequence).toBe(3);
  });

  it('never undoes fulfilled', () => {
    const book = createOrderBook();
    book.record(event({ orderId: 'a', status: 'Complete', sequence: 3 }), 0);
    book.record(event({ orderId: 'a', status: 'Cancelled', sequence: 2 }), 0);
    book.deliveryRefused('a', 'already delivered');
    expect(book.get('a')!.state).toBe('fulfilled');
  });

  it('moves from delivering back to waiting when the service refuses the delivery', () => {
    const book = createOrderBook();
    book.record(event({ orderId: 'a', status: 'Processed', sequence: 2 }), 0);
    book.delivering('a');
    expect(book.get('a')!.state).toBe('delivering');
    book.deliveryRefused('a', 'Order a is Cancelled');
    expect(book.get('a')).toMatchObject({
      state: 'waiting',
      deliveryError: 'Order a is Cancelled',
    });
  });
});
