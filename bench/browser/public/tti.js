// Mounts the checkout as a merchant page would and reports, in window.nftcBench, when the first
// field of the flow became focusable, relative to the mark taken before the widget's script.
(() => {
  const params = new URLSearchParams(location.search);
  const target = document.getElementById('checkout');
  const result = { done: false };
  window.nftcBench = result;
  const evaluated = performance.now();
  const finish = (extra) => Object.assign(result, extra, { done: true });
  const start = performance.getEntriesByName('nftc-script-start')[0]?.startTime ?? 0;
  const resource = (suffix) =>
    performance.getEntriesByType('resource').find((entry) => entry.name.includes(suffix));
  // The first field may show before the session has arrived (the form draws at once): the
  // session's timing is read once its request has finished.
  const sessionTiming = () =>
    new Promise((resolve) => {
      const poll = () => {
        const entry = resource('/checkout/session');
        if (entry) resolve(entry);
        else setTimeout(poll, 10);
      };
      poll();
    });
  window.nftcFirstField(target).then(async (field) => {
    const session = await sessionTiming();
    finish({
      start,
      evaluated,
      fieldAt: field.at,
      focusable: field.focusable,
      label: field.label,
      sessionStart: session.startTime,
      sessionEnd: session.responseEnd,
    });
  });
  try {
    window.NftCheckout.mount(target, {
      clientToken: params.get('token'),
      baseUrl: params.get('baseUrl'),
      onError: (error) => finish({ error: String(error?.message ?? error) }),
    });
  } catch (error) {
    finish({ error: String(error?.message ?? error) });
  }
})();
