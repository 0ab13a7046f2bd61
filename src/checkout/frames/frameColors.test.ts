import { describe, expect, it } from 'vitest';
import { frameColors } from './frameColors.js';

/** An element whose computed style gives `tokens` (the widget's resolved `--_x` colours). */
function elementWith(tokens: Record<string, string>): Element {
  const style = { getPropertyValue: (name: string) => tokens[name] ?? '' };
  return {
    ownerDocument: { defaultView: { getComputedStyle: () => style } },
  } as unknown as Element;
}

const DARK = {
  '--_text': ' #eef0f4',
  '--_muted': '#b6bcc8',
  '--_border': '#878e9c',
  '--_background': 'rgb(21 23 28)',
  '--_focus': '#9db8ff',
  '--_error': '#ffb4ab',
};

describe('frameColors', () => {
  it('gives the widget colours under the protocol names', () => {
    expect(frameColors(elementWith(DARK))).toEqual({
      '--nftc-color-text': '#eef0f4',
      '--nftc-color-muted': '#b6bcc8',
      '--nftc-color-border': '#878e9c',
      '--nftc-color-background': 'rgb(21 23 28)',
      '--nftc-color-focus': '#9db8ff',
      '--nftc-color-error': '#ffb4ab',
    });
  });

  it('gives none when one is missing or not a plain colour', () => {
    expect(frameColors(elementWith({ ...DARK, '--_focus': '' }))).toBeUndefined();
    const mixed = { ...DARK, '--_background': 'color-mix(in srgb, red 50%, blue)' };
    expect(frameColors(elementWith(mixed))).toBeUndefined();
  });
});
