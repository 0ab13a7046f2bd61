import { describe, expect, it, vi } from 'vitest';
import { isSafeCssValue, resolvedTheme, variablesRule } from './theme.js';

describe('theme', () => {
  it('accepts ordinary CSS values', () => {
    for (const value of [
      '#0a5cff',
      'rgb(10, 92, 255)',
      '8px',
      'calc(1rem + 2px)',
      "'Inter', sans-serif",
    ]) {
      expect(isSafeCssValue(value), value).toBe(true);
    }
  });

  it('writes only known, safe variables into one :host rule', () => {
    expect(
      variablesRule({ '--nftc-radius': '4px', '--nftc-nope': '1px', '--nftc-color-text': 'a;b' }),
    ).toBe(':host {\n  --nftc-radius: 4px;\n}\n');
    expect(variablesRule({})).toBe('');
  });

  it('resolves auto from the OS setting', () => {
    expect(resolvedTheme('dark')).toBe('dark');
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('dark') }));
    expect(resolvedTheme('auto')).toBe('dark');
    vi.unstubAllGlobals();
    expect(resolvedTheme('auto')).toBe('light');
  });
});
