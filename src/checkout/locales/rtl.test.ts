import { describe, expect, it } from 'vitest';
import { PURCHASE_CSS } from '../purchase/styles.js';
import { CHECKOUT_CSS } from '../styles.js';

describe('right to left', () => {
  it.each([
    ['checkout', CHECKOUT_CSS],
    ['purchase', PURCHASE_CSS],
  ])('the %s styles name no left or right: inline sides are logical, so RTL mirrors', (_, css) => {
    expect(css.match(/[^{};]*\b(?:left|right)\b[^;}]*/g) ?? []).toEqual([]);
  });

  it('keeps phone inputs left to right', () => {
    expect(CHECKOUT_CSS).toContain('.nftc-input[type=tel]{direction:ltr}');
  });
});
