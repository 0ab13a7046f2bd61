import type { Page } from '@playwright/test';

/**
 * Everything the host page holds as text: attribute and input values, open shadow roots, and the
 * page's text outside the shop's scenario guide (which prints the test values to type).
 */
export function hostPageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        for (const attr of el.attributes) parts.push(attr.value);
        if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
          parts.push(el.value);
        }
        if (el.shadowRoot) walk(el.shadowRoot);
      }
      if (root instanceof ShadowRoot) parts.push(root.textContent ?? '');
    };
    walk(document);
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const guide of body.querySelectorAll('[data-scenario-guide]')) guide.remove();
    parts.push(body.textContent ?? '');
    return parts.join('\n');
  });
}

/** The host page's storage: local, session, cookies and the names of its databases. */
export function hostStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dump = (s: Storage) => JSON.stringify(Object.entries(s));
    const databases = indexedDB.databases ? await indexedDB.databases() : [];
    return [
      dump(localStorage),
      dump(sessionStorage),
      document.cookie,
      JSON.stringify(databases),
    ].join('\n');
  });
}
