// A merchant page as the first-field bench meets it: it appends the checkout's script tag,
// mounts it once the script ran, and records in window.nftcBench when the script ran, when
// mount() returned, when the first field was in the DOM, when a task posted at that moment ran
// (the first moment a key press could be handled), when the driver's first key press reached
// the field, and every long task and long animation frame from the start.
(() => {
  const params = new URLSearchParams(location.search);
  const product = params.get('product');
  const target = document.getElementById('checkout');
  const result = { done: false, longTasks: [], frames: [] };
  window.nftcBench = result;

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      result.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const scripts = entry.scripts.map((s) => ({
          duration: Math.round(s.duration),
          invoker: s.invoker,
          source: `${s.sourceURL.split('/').pop()}:${s.sourceFunctionName}`,
        }));
        result.frames.push({ start: entry.startTime, duration: entry.duration, scripts });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // A browser without Long Animation Frames: the long tasks still count.
  }

  /** The checkout's shadow root, on an element somewhere inside the target. */
  const shadowRoot = () =>
    [...target.querySelectorAll('*')].find((element) => element.shadowRoot)?.shadowRoot;

  const PRODUCTS = {
    nft: {
      scripts: ['nft-checkout.iife.js'],
      styles: [],
      mount: () =>
        window.NftCheckout.mount(target, {
          clientToken: params.get('token'),
          baseUrl: params.get('baseUrl'),
          onError: (error) => fail(error),
        }),
      // The details step's first field, in the checkout's shadow root.
      field: () => {
        const root = shadowRoot();
        return root?.querySelector(
          '.nftc-root[data-step="details"] :is(input, select, textarea):not([disabled]):not([type="hidden"])',
        );
      },
    },
    adyen: {
      scripts: ['/adyen/adyen.js'],
      styles: ['/adyen/adyen.css'],
      mount: async () => {
        const { AdyenCheckout, Dropin, Card } = window.AdyenBench;
        const checkout = await AdyenCheckout({
          environment: 'test',
          clientKey: 'test_BENCHBENCHBENCHBENCHBENCHBENCH00',
          countryCode: 'US',
          locale: 'en-US',
          amount: { value: 10000, currency: 'USD' },
          analytics: { enabled: false },
          paymentMethodsResponse: {
            paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex'] }],
          },
        });
        new Dropin(checkout, {
          paymentMethodComponents: [Card],
          paymentMethodsConfiguration: {
            card: { hasHolderName: true, holderNameRequired: true, positionHolderNameOnTop: true },
          },
        }).mount(target);
      },
      // The card form's first field the page itself draws (the card number's frame would come
      // from Adyen's servers, which the bench does not reach): the holder name, placed on top.
      field: () => target.querySelector('.adyen-checkout__card-input input'),
    },
  };
  const chosen = PRODUCTS[product];
  const fail = (error) =>
    Object.assign(result, { error: String(error?.message ?? error), done: true });
  if (!chosen) return fail(`unknown product ${product}`);

  const watchField = () =>
    new Promise((resolve) => {
      const check = () => {
        const field = chosen.field();
        if (!field) return false;
        observer.disconnect();
        resolve(field);
        return true;
      };
      // Shadow roots are not observed from outside: a frame callback also looks, every frame.
      const observer = new MutationObserver(check);
      observer.observe(target, { childList: true, subtree: true });
      const poll = () => check() || requestAnimationFrame(poll);
      poll();
      const shadow = new MutationObserver(() => {
        const root = shadowRoot();
        if (!root) return;
        shadow.disconnect();
        observer.observe(root, { childList: true, subtree: true });
        check();
      });
      shadow.observe(target, { childList: true, subtree: true });
    });

  const load = (src) =>
    new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.onload = resolve;
      script.onerror = () => reject(new Error(`${src} did not load`));
      document.head.append(script);
    });
  for (const href of chosen.styles) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }

  result.start = performance.now();
  (async () => {
    for (const src of chosen.scripts) await load(src);
    result.scriptRun = performance.now();
    const mounted = chosen.mount();
    result.mountReturned = performance.now();
    await mounted;
    const field = await watchField();
    result.fieldInDom = performance.now();
    const channel = new MessageChannel();
    await new Promise((resolve) => {
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(null);
    });
    result.responsive = performance.now();
    field.setAttribute('data-bench-first-field', '');
    field.addEventListener(
      'keydown',
      () => {
        result.typed = performance.now();
      },
      { once: true },
    );
    result.ready = true;
  })().catch(fail);
})();
