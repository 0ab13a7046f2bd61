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
  window.nftcFirstField(target).then((field) =>
    finish({
      start,
      evaluated,
      fieldAt: field.at,
      focusable: field.focusable,
      label: field.label,
      sessionStart: resource('/checkout/session')?.startTime ?? null,
      sessionEnd: resource('/checkout/session')?.responseEnd ?? null,
    }),
  );
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
