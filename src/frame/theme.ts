import {
  FRAME_COLOR_NAMES,
  type FrameColors,
  type FrameTheme,
} from '../api/frameProtocolColors.js';

/**
 * The widget's theme and colours on the frame's root: `--nftc-color-x` becomes `--x`, which the
 * stylesheet draws with. Through CSSOM (`style.setProperty`), since the page's policy allows no
 * style attribute in markup. The colours were checked with the message (`readHostMessage`); a
 * name an init does not carry goes back to the frame's default for the theme.
 */
export function applyTheme(doc: Document, theme: FrameTheme, colors: FrameColors = {}): void {
  const root = doc.documentElement;
  root.classList.toggle('nftc-dark', theme === 'dark');
  for (const name of FRAME_COLOR_NAMES) {
    const local = name.replace('nftc-color-', '');
    const value = colors[name];
    if (value) root.style.setProperty(local, value);
    else root.style.removeProperty(local);
  }
}
