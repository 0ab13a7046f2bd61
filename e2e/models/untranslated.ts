import { expect, type Locator } from '@playwright/test';

/**
 * Elements whose text is data, not the checkout's words: values in their own direction (prices,
 * phone numbers), codes and hashes, the NFT's name, the buyer's own entries as the review shows
 * them, and the names `Intl` gives countries.
 */
const DATA = 'bdi, code, option, .nftc-summary-name, .nftc-hash, [data-value], dd';

/**
 * The visible texts in `scope` that are words but not the pseudo-locale's (every text of en-XA
 * is between ⟦ ⟧): a text the catalog does not hold, or one read before the language was
 * applied. Empty when every word on screen came from the catalog.
 */
export function untranslatedTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root, data) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || !/\p{L}{2}/u.test(text)) continue;
      if (parent.closest(data) || !parent.checkVisibility()) continue;
      // A pseudo text may be split by a value drawn inside it; its words still carry ⟦ or ⟧.
      if (!/[\u27e6\u27e7]/.test(text)) found.push(text);
    }
    return found;
  }, DATA);
}

/** Every word on screen in `scope` is the pseudo-locale's. */
export async function expectAllPseudo(scope: Locator, where: string): Promise<void> {
  expect(await untranslatedTexts(scope), `untranslated text, ${where}`).toEqual([]);
}
