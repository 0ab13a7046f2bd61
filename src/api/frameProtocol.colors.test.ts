import { describe, expect, it, vi } from 'vitest';
import {
  FRAME_COLOR_NAMES,
  isFrameColor,
  NAMESPACE as ns,
  readHostMessage,
} from './frameProtocol.js';

const init = { ns, type: 'init', clientToken: 'tok', locale: 'en-US', theme: 'dark' };

describe('init colours', () => {
  it('reads init with the widget colours', () => {
    const colors = {
      '--nftc-color-text': '#eef0f4',
      '--nftc-color-background': 'rgb(21, 23, 28)',
      '--nftc-color-border': 'oklch(0.7 0.02 260 / 80%)',
      '--nftc-color-focus': 'hsl(220deg 100% 80%)',
      '--nftc-color-muted': 'rebeccapurple',
      '--nftc-color-error': '#FFB4AB',
    };
    expect(readHostMessage({ ...init, colors })).toEqual({ ...init, colors });
    expect(readHostMessage({ ...init, colors: {} })).toBeDefined();
    expect(FRAME_COLOR_NAMES).toHaveLength(6);
  });

  it.each([
    ['a name outside the set', { '--nftc-color-primary': '#fff' }],
    ['a name that is not a variable', { color: '#fff' }],
    ['a prototype key', JSON.parse('{"__proto__": "#fff"}')],
    ['a number', { '--nftc-color-text': 0 }],
    ['an empty value', { '--nftc-color-text': '' }],
    ['a declaration break', { '--nftc-color-text': '#fff; background: url(//evil)' }],
    ['a url()', { '--nftc-color-background': 'url(https://evil.example/x)' }],
    ['a var()', { '--nftc-color-text': 'var(--x)' }],
    ['a nested function', { '--nftc-color-text': 'rgb(calc(1) 2 3)' }],
    ['a block', { '--nftc-color-text': '#fff}body{display:none' }],
    ['a comment', { '--nftc-color-text': '#fff/**/' }],
    ['an escape', { '--nftc-color-text': '\\\\23 fff' }],
    ['a hex of 5 digits', { '--nftc-color-text': '#12345' }],
    ['a long value', { '--nftc-color-text': `rgb(${'1 '.repeat(40)})` }],
    ['an array', ['#fff']],
    ['a string', '#fff'],
  ])('refuses the whole init with %s', (_, colors) => {
    expect(readHostMessage({ ...init, colors })).toBeUndefined();
  });

  // The pattern's own time on hostile values is the pattern audit's (src/sandbox/patterns.*).
  it('refuses long hostile values before any pattern reads them', () => {
    const test = vi.spyOn(RegExp.prototype, 'test');
    try {
      for (const value of [
        `rgb(${'1,'.repeat(50_000)}`,
        `#${'f'.repeat(100_000)}`,
        `${'a'.repeat(100_000)}(`,
        `oklch(${' '.repeat(59)}${'('.repeat(50_000)}`,
      ]) {
        expect(isFrameColor(value)).toBe(false);
      }
      expect(test).not.toHaveBeenCalled();
    } finally {
      test.mockRestore();
    }
  });
});
