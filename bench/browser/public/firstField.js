// Shared by the bench pages: waits for the first focusable field of the checkout's first step.
window.nftcFirstField = (target) =>
  new Promise((resolve) => {
    const selector =
      '.nftc-root[data-step="details"] :is(input, select, textarea):not([disabled]):not([type="hidden"])';
    let rootObserver;
    let hostObserver;
    const check = (root) => {
      const field = root.querySelector(selector);
      if (!field) return false;
      const at = performance.now();
      field.focus();
      rootObserver?.disconnect();
      hostObserver?.disconnect();
      resolve({
        at,
        focusable: root.activeElement === field,
        label: field.labels?.[0]?.textContent?.trim() ?? field.getAttribute('aria-label') ?? '',
      });
      return true;
    };
    const watch = (root) => {
      if (rootObserver || check(root)) return;
      rootObserver = new MutationObserver(() => check(root));
      rootObserver.observe(root, { childList: true, subtree: true, attributes: true });
    };
    const findRoot = () => {
      for (const element of target.querySelectorAll('*')) {
        if (element.shadowRoot) return element.shadowRoot;
      }
      return null;
    };
    const root = findRoot();
    if (root) {
      watch(root);
      return;
    }
    // The shadow root appears with the host element.
    hostObserver = new MutationObserver(() => {
      const found = findRoot();
      if (found) watch(found);
    });
    hostObserver.observe(target, { childList: true, subtree: true });
  });
