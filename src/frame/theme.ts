import { FRAME_COLOR_NAMES, type FrameColors, type FrameTheme, isFrameColor } from './messages.js';

/**
 * The widget's theme and colours on the frame's root. Through CSSOM (`style.setProperty`): the
 * page's policy allows no style attribute in markup. Each colour is checked again here; a name
 * the message does not carry goes back to the frame's default for the theme.
 */
export function applyTheme(doc: Document, theme: FrameTheme, colors: FrameColors = {}): void {
  const root = doc.documentElement;
  root.classList.toggle('nftc-dark', theme === 'dark');
  for (const name of FRAME_COLOR_NAMES) {
    const value = colors[name];
    if (isFrameColor(value)) root.style.setProperty(name, value);
    else root.style.removeProperty(name);
  }
}
