import { describe, expect, it } from 'vitest';
import { PURCHASE_CSS } from './purchase/styles.js';
import { CHECKOUT_CSS as FIRST_SCREEN_CSS } from './styles.js';

/** The whole stylesheet: the first screen's and the purchase's, as a shadow root adopts them. */
const CHECKOUT_CSS = FIRST_SCREEN_CSS + PURCHASE_CSS;

import { THEME_VARIABLES } from './theme.js';

describe('the checkout stylesheet', () => {
  it('styles only nftc- classes', () => {
    // Class selectors start with a letter; `.75` and the like are numbers.
    const classes = [...CHECKOUT_CSS.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => m[1]);
    expect(classes.length).toBeGreaterThan(10);
    expect(classes.filter((name) => !name?.startsWith('nftc-'))).toEqual([]);
  });

  it('reads every public variable with a default', () => {
    for (const name of THEME_VARIABLES) {
      expect(CHECKOUT_CSS, name).toMatch(new RegExp(`var\\(${name},[^)]`));
    }
  });

  it('has light, dark and auto themes', () => {
    expect(CHECKOUT_CSS).toMatch(/\.nftc-root\[data-theme=dark\]\{[^}]*color-scheme:dark/);
    expect(CHECKOUT_CSS).toMatch(
      /@media \(prefers-color-scheme:dark\)\{\.nftc-root\[data-theme=auto\]\{[^}]*color-scheme:dark/,
    );
  });

  it('stops the animation when the buyer prefers reduced motion', () => {
    expect(CHECKOUT_CSS).toMatch(
      /@media \(prefers-reduced-motion:reduce\)\{\.nftc-spinner\{animation:none/,
    );
  });

  it('shows a visible focus ring', () => {
    expect(CHECKOUT_CSS).toMatch(/:focus-visible[^{]*\{outline:3px solid var\(--_focus\)/);
  });

  it('draws content in DOM order: nothing reverses or reorders a flex or grid flow', () => {
    // Tab follows the DOM; a reversed wrap or an `order` would draw a later control first.
    expect(CHECKOUT_CSS).not.toMatch(/(?:^|[;{\s])order\s*:/);
    expect(CHECKOUT_CSS).not.toMatch(/(?:row|column|wrap)-reverse/);
    expect(CHECKOUT_CSS).not.toMatch(/grid-auto-flow\s*:[^;}]*dense/);
  });

  it('fits 320 px: no fixed width wider than the content box, and rows that wrap', () => {
    // 320 px minus the default padding on both sides.
    const content = 320 - 2 * 16;
    const widths = [
      ...CHECKOUT_CSS.matchAll(/(?:^|[;{])(?:min-width|width|flex)\s*:\s*([^;}]*)/g),
    ].flatMap((m) => [...(m[1] ?? '').matchAll(/(\d+)px/g)].map((px) => Number(px[1])));
    expect(widths.length).toBeGreaterThan(0);
    expect(widths.filter((px) => px > content)).toEqual([]);
    expect(CHECKOUT_CSS).toMatch(/\.nftc-row\{[^}]*flex-wrap:wrap/);
    expect(CHECKOUT_CSS).toMatch(/\.nftc-actions\{[^}]*flex-wrap:wrap/);
    expect(CHECKOUT_CSS).toMatch(/\.nftc-root\{[^}]*width:100%;max-width:/);
  });
});
