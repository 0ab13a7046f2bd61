import { describe, expect, it, vi } from 'vitest';
import type { BrowserConnectivity } from './connectionWatch.js';
import { purchaseStrings } from './purchase/strings.js';
import { session, stateWith } from './testing/fakeService.js';
import { useModels } from './testing/modelHelpers.js';

const setup = useModels();

function browser() {
  const target = new EventTarget();
  let online = true;
  return {
    online: () => online,
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener),
    go(next: boolean) {
      online = next;
      target.dispatchEvent(new Event(next ? 'online' : 'offline'));
    },
  } satisfies BrowserConnectivity & { go(next: boolean): void };
}

const offline = () => {
  throw new TypeError('Failed to fetch');
};

describe('connection lost', () => {
  it('stream down and polls failing: shown and announced; back online: cleared', async () => {
    const connectivity = browser();
    const { model, service } = setup({ deps: { connectionGraceMs: 30, connectivity } });
    await model.load();
    expect(model.connectionLost.value).toBe(false);
    service.route('GET /checkout/order/events', offline);
    service.route('GET /checkout/order', offline);
    service.lastStream()?.fail();
    await vi.waitFor(() => expect(model.connectionLost.value).toBe(true));
    expect(model.announcement.value).toBe(purchaseStrings.connection.lost);

    service.unroute('GET /checkout/order/events');
    service.unroute('GET /checkout/order');
    connectivity.go(true);
    await vi.waitFor(() => expect(model.connectionLost.value).toBe(false));
    expect(model.announcement.value).toBe(purchaseStrings.connection.restored);
  });

  it('the browser going offline is shown even before a request fails', async () => {
    const connectivity = browser();
    const { model } = setup({ deps: { connectionGraceMs: 30, connectivity } });
    await model.load();
    connectivity.go(false);
    await vi.waitFor(() => expect(model.connectionLost.value).toBe(true));
  });

  it('no longer watched once the order cannot change', async () => {
    const connectivity = browser();
    const { model } = setup({
      deps: { connectionGraceMs: 30, connectivity },
      session: session({
        state: stateWith(['Processing', 'Processed', 'Complete'], { txHash: '0x1' }),
      }),
    });
    await model.load();
    connectivity.go(false);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(model.connectionLost.value).toBe(false);
  });
});
