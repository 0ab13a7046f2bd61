import { describe, expect, it } from 'vitest';
import { fulfilmentText } from './fulfilment.js';
import type { OrderWebhooks } from './merchantApi.js';

const view = (over: Partial<OrderWebhooks>): OrderWebhooks => ({
  orderId: 'o1',
  status: null,
  state: 'waiting',
  deliveries: [],
  held: 0,
  shopDelivers: false,
  ...over,
});

describe('the fulfilment status the card announces', () => {
  it('waits for the service until a verified order.complete', () => {
    expect(fulfilmentText(undefined)).toBe('Waiting for the payment service’s confirmation…');
    expect(fulfilmentText(view({ status: 'Processed' }))).toBe(
      'Waiting for the payment service’s confirmation…',
    );
    expect(fulfilmentText(view({ state: 'delivering', status: 'Processed' }))).toMatch(
      /delivering the NFT/,
    );
    expect(fulfilmentText(view({ state: 'fulfilled', status: 'Complete' }))).toBe(
      'Fulfilled: NFT delivered',
    );
  });

  it('says why an order was not fulfilled', () => {
    expect(
      fulfilmentText(view({ state: 'not-fulfilled', status: 'Cancelled', reasonCode: 'NA' })),
    ).toBe('Not fulfilled: the order is Cancelled (NA).');
    expect(fulfilmentText(view({ status: 'Declined' }))).toMatch(/declined/);
  });
});
