import { describe, expect, it, vi } from 'vitest';
import { createOrderBook } from './orderBook.js';
import { newSecret, orderEvent, sign } from './testing/signedEvents.js';
import { createWebhookHold } from './webhookHold.js';
import { createWebhookReceiver, type ProcessedOutcome } from './webhookReceiver.js';

const SECRET = newSecret();
const TX = `0x${'ab'.repeat(32)}`;

function setup(outcomes: ProcessedOutcome[] = []) {
  const book = createOrderBook();
  const hold = createWebhookHold();
  const onProcessed = vi.fn(async () => outcomes.shift() ?? 'not-mine');
  const receiver = createWebhookReceiver({ secret: SECRET, book, onProcessed, hold });
  const deliver = (event: { id: string }, secret = SECRET) => {
    const signed = sign(event, secret);
    return receiver.receive(signed.body, signed.headers);
  };
  return { book, hold, onProcessed, receiver, deliver };
}

describe('the shop’s webhook receiver', () => {
  it('records a verified order.complete and marks the order fulfilled, with its hash', async () => {
    const { book, deliver } = setup();
    const complete = orderEvent({
      orderId: 'o1',
      status: 'Complete',
      sequence: 3,
      order: { withdrawal: { txHash: TX } },
    });
    expect(await deliver(complete)).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    expect(book.get('o1')).toMatchObject({
      state: 'fulfilled',
      status: 'Complete',
      txHash: TX,
      referenceId: 'ref-1',
      deliveries: [{ eventId: complete.id, type: 'order.complete', verified: true, received: 1 }],
    });
  });

  it('answers 401 to a bad signature and changes nothing', async () => {
    const { book, deliver, onProcessed } = setup();
    const forged = orderEvent({ orderId: 'o1', status: 'Complete', sequence: 1 });
    const reply = await deliver(forged, newSecret());
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(JSON.stringify(reply.body)).not.toContain(SECRET);
    expect(book.get('o1')).toBeUndefined();
    expect(book.size).toBe(0);
    expect(onProcessed).not.toHaveBeenCalled();
  });

  it('answers 401 to a body changed after signing, and to missing headers', async () => {
    const { book, receiver } = setup();
    const event = orderEvent({ orderId: 'o1', status: 'Processing', sequence: 1 });
    const signed = sign(event, SECRET);
    const tampered = signed.body
      .replace('"Processing"', '"Complete"')
      .replace('.processing', '.complete');
    expect((await receiver.receive(tampered, signed.headers)).status).toBe(401);
    expect((await receiver.receive(signed.body, {})).status).toBe(401);
    const old = sign(event, SECRET, new Date(Date.now() - 10 * 60_000));
    expect((await receiver.receive(old.body, old.headers)).status).toBe(401);
    expect(book.size).toBe(0);
  });

  it('refuses a signed body that is not an event with 400, recording nothing', async () => {
    const { book, receiver } = setup();
    const signed = sign({ id: 'evt_x', type: 'order.unknown' } as { id: string }, SECRET);
    const reply = await receiver.receive(signed.body, signed.headers);
    expect(reply.status).toBe(400);
    expect(book.size).toBe(0);
  });

  it('counts a replay of the same event id once', async () => {
    const { book, deliver } = setup();
    const event = orderEvent({ orderId: 'o1', status: 'Processing', sequence: 1 });
    expect((await deliver(event)).body).toEqual({ received: true, duplicate: false });
    expect((await deliver(event)).body).toEqual({ received: true, duplicate: true });
    expect((await deliver(event)).status).toBe(200);
    const order = book.get('o1')!;
    expect(order.deliveries).toHaveLength(1);
    expect(order.deliveries[0]!.received).toBe(3);
  });

  it('orders deliveries by sequence and never moves the status back', async () => {
    const { book, deliver, onProcessed } = setup();
    const order = { withdrawal: { txHash: TX } };
    await deliver(orderEvent({ orderId: 'o1', status: 'Complete', sequence: 3, order }));
    await deliver(orderEvent({ orderId: 'o1', status: 'Processing', sequence: 1 }));
    await deliver(orderEvent({ orderId: 'o1', status: 'Processed', sequence: 2 }));
    const view = book.get('o1')!;
    expect(view.deliveries.map((d) => d.sequence)).toEqual([1, 2, 3]);
    expect(view.status).toBe('Complete');
    expect(view.sequence).toBe(3);
    expect(view.state).toBe('fulfilled');
    // A late order.processed of a completed order delivers nothing.
    expect(onProcessed).not.toHaveBeenCalled();
  });

  it('marks an order that ended without completing as not fulfilled', async () => {
    const { book, deliver } = setup();
    await deliver(
      orderEvent({
        orderId: 'o1',
        status: 'Cancelled',
        sequence: 3,
        order: { error: { reasonCode: 'NETF' } },
      }),
    );
    await deliver(orderEvent({ orderId: 'o1', status: 'Processed', sequence: 2 }));
    expect(book.get('o1')).toMatchObject({
      state: 'not-fulfilled',
      status: 'Cancelled',
      reasonCode: 'NETF',
    });
  });

  it('asks for order.processed again while the delivery cannot be made, and counts it once', async () => {
    const { book, deliver, onProcessed } = setup(['retry', 'done']);
    const processed = orderEvent({ orderId: 'o1', status: 'Processed', sequence: 2 });
    const first = await deliver(processed);
    expect(first.status).toBe(503);
    expect(first.body).toMatchObject({ code: 'DELIVERY_PENDING' });
    expect((await deliver(processed)).status).toBe(200);
    expect(onProcessed).toHaveBeenCalledTimes(2);
    expect(book.get('o1')!.deliveries).toHaveLength(1);
    expect(book.get('o1')!.deliveries[0]!.received).toBe(2);
  });

  it('does not deliver again once the service accepted the delivery', async () => {
    const { book, deliver, onProcessed } = setup(['done']);
    const processed = orderEvent({ orderId: 'o1', status: 'Processed', sequence: 2 });
    await deliver(processed);
    book.delivered('o1', { transactionHash: TX, at: new Date().toISOString() });
    await deliver(processed);
    expect(onProcessed).toHaveBeenCalledTimes(1);
  });

  it('answers 503 while the test switch holds the order, recording nothing until release', async () => {
    const { book, hold, deliver } = setup();
    const complete = orderEvent({ orderId: 'o1', status: 'Complete', sequence: 3 });
    hold.hold('o1');
    const held = await deliver(complete);
    expect(held.status).toBe(503);
    expect(held.body).toMatchObject({ code: 'HELD' });
    expect(book.get('o1')).toMatchObject({ state: 'waiting', deliveries: [], held: 1 });
    // Another order is not held.
    expect(
      (await deliver(orderEvent({ orderId: 'o2', status: 'Complete', sequence: 1 }))).status,
    ).toBe(200);
    // Verification comes first: a forged event for a held order is still 401.
    expect((await deliver(complete, newSecret())).status).toBe(401);
    hold.release('o1');
    expect((await deliver(complete)).status).toBe(200);
    expect(book.get('o1')).toMatchObject({ state: 'fulfilled', held: 1 });
  });

  it('accepts an event signed with any of the secrets while one is rotated', async () => {
    const next = newSecret();
    const book = createOrderBook();
    const receiver = createWebhookReceiver({
      secret: [SECRET, next],
      book,
      onProcessed: async () => 'not-mine',
    });
    const signed = sign(orderEvent({ orderId: 'o1', status: 'Processing', sequence: 1 }), next);
    expect((await receiver.receive(signed.body, signed.headers)).status).toBe(200);
  });
});
