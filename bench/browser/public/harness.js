// Page-side helpers the bench drives with page.evaluate: mount checkouts, record when the host
// callbacks fire (Date.now(), the same clock as the sandbox's transition times), unmount.
(() => {
  const container = document.getElementById('checkouts');
  const mounted = new Map();
  const received = [];
  let nextId = 0;

  const record = (type) => (event) =>
    received.push({ type, orderId: event.orderId, at: event.at, receivedAt: Date.now() });

  window.nftcHarness = {
    /** Mounts a checkout; resolves with its id once it is ready (session loaded). */
    mount(clientToken, baseUrl) {
      const id = nextId++;
      const target = document.createElement('div');
      container.append(target);
      return new Promise((resolve, reject) => {
        const handle = window.NftCheckout.mount(target, {
          clientToken,
          baseUrl,
          onReady: () => resolve(id),
          onProcessed: record('processed'),
          onComplete: record('complete'),
          onError: (error) => reject(new Error(String(error?.message ?? error))),
        });
        mounted.set(id, { handle, target });
      });
    },
    /** Mounts, waits for the first field of the first step, unmounts. */
    async cycle(clientToken, baseUrl) {
      const target = document.createElement('div');
      container.append(target);
      const field = window.nftcFirstField(target);
      const handle = window.NftCheckout.mount(target, { clientToken, baseUrl });
      await field;
      handle.unmount();
      target.remove();
    },
    unmount(id) {
      const entry = mounted.get(id);
      if (!entry) return;
      entry.handle.unmount();
      entry.target.remove();
      mounted.delete(id);
    },
    /** Callbacks fired so far for these orders. */
    received(orderIds) {
      return received.filter((r) => orderIds.includes(r.orderId));
    },
  };
})();
