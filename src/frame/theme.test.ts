import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme } from './theme.js';

const root = document.documentElement;
afterEach(() => {
  root.className = '';
  root.removeAttribute('style');
});

describe('applyTheme', () => {
  it('sets the theme class and the colours as the custom properties it draws with, via CSSOM', () => {
    applyTheme(document, 'dark', {
      '--nftc-color-text': '#eef0f4',
      '--nftc-color-background': 'rgb(21, 23, 28)',
    });
    expect(root.classList.contains('nftc-dark')).toBe(true);
    expect(root.style.getPropertyValue('--text')).toBe('#eef0f4');
    expect(root.style.getPropertyValue('--background')).toBe('rgb(21, 23, 28)');
  });

  it('drops colours a later init no longer carries', () => {
    applyTheme(document, 'dark', { '--nftc-color-text': '#eef0f4' });
    applyTheme(document, 'light', { '--nftc-color-muted': '#4c5361' });
    expect(root.classList.contains('nftc-dark')).toBe(false);
    expect(root.style.getPropertyValue('--text')).toBe('');
    expect(root.style.getPropertyValue('--muted')).toBe('#4c5361');
  });
});
