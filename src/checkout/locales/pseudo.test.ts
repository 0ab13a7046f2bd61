import { renderHook, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { pseudoText } from '../../api/pseudoLocale.js';
import { documentStrings } from '../../slices/document/widget/strings.js';
import { purchaseStrings } from '../purchase/strings.js';
import { strings } from '../strings.js';
import { applyLocale } from './index.js';
import { say } from './say.js';
import { useCatalog } from './useCatalog.js';

/** Every text of a catalog part, functions called with sample values, by key path. */
function texts(part: unknown, path = ''): [string, string][] {
  if (typeof part === 'string') return [[path, part]];
  // Wrapped functions do not tell their arity: every one gets the same four values.
  if (typeof part === 'function') return [[path, part('2', '2', '2', '2')]];
  if (typeof part !== 'object' || part === null) return [];
  return Object.entries(part).flatMap(([key, value]) => texts(value, `${path}.${key}`));
}

const live = () => [
  ...texts(strings, 'main'),
  ...texts(purchaseStrings, 'purchase'),
  ...texts(documentStrings, 'document'),
];

describe('the pseudo-locale en-XA', () => {
  const english = live();
  afterEach(() => applyLocale('en'));

  it('writes every text of every part longer and accented, and English back', async () => {
    expect(await applyLocale('en-XA')).toEqual({ lang: 'en-XA', dir: 'ltr' });
    const pseudo = live();
    expect(pseudo.map(([path]) => path)).toEqual(english.map(([path]) => path));
    for (const [index, [path, text]] of pseudo.entries()) {
      const source = english[index]?.[1] ?? '';
      expect(text, path).toBe(pseudoText(source));
      if (source) expect(text.length, path).toBeGreaterThanOrEqual(source.length * 1.4);
    }
    expect(strings.headings.details).toMatch(/^⟦Ýöûr détáîls ļöñĝ.*⟧$/);
    expect(say(purchaseStrings.buttons.pay, { amount: '$10' })).toMatch(/^⟦Páý \$10 .+⟧$/);

    expect(await applyLocale('en-US')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(live()).toEqual(english);
  });

  it("keeps the merchant's strings over the pseudo texts", async () => {
    await applyLocale('en-XA', {
      main: { headings: { details: 'Billing' } },
      purchase: { buttons: { pay: 'Buy for {amount}' } },
    });
    expect(strings.headings.details).toBe('Billing');
    expect(say(purchaseStrings.buttons.pay, { amount: '$10' })).toBe('Buy for $10');
    expect(strings.headings.complete).toBe(pseudoText('Purchase complete'));
    await applyLocale('en');
    expect(strings.headings.details).toBe('Your details');
  });

  it('is not English to useCatalog: it waits for the chunk, then English again for en', async () => {
    const fail = (error: unknown) => {
      throw error;
    };
    const hook = renderHook(({ locale }) => useCatalog(locale, undefined, fail, fail), {
      initialProps: { locale: 'en-XA' },
    });
    expect(hook.result.current).toBeNull();
    await waitFor(() => expect(hook.result.current).toEqual({ lang: 'en-XA', dir: 'ltr' }));
    expect(strings.headings.complete).toBe(pseudoText('Purchase complete'));
    hook.rerender({ locale: 'en-US' });
    await waitFor(() => expect(hook.result.current).toEqual({ lang: 'en', dir: 'ltr' }));
    expect(strings.headings.complete).toBe('Purchase complete');
  });
});
