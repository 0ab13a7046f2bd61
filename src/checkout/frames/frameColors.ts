import {
  FRAME_COLOR_NAMES,
  type FrameColors,
  isFrameColor,
} from '../../api/frameProtocolColors.js';

/**
 * The widget's colours where the iframe sits, as its stylesheet resolved them: the theme's
 * defaults, `appearance.variables` or the page's own CSS (`--_x` holds the resolved
 * `--nftc-color-x`). All of them or none: half a palette could pair the frame's default text
 * with the host's background.
 */
export function frameColors(element: Element): FrameColors | undefined {
  const view = element.ownerDocument.defaultView;
  if (!view) return undefined;
  const style = view.getComputedStyle(element);
  const colors: FrameColors = {};
  for (const name of FRAME_COLOR_NAMES) {
    const value = style.getPropertyValue(name.replace('--nftc-color-', '--_')).trim();
    if (!isFrameColor(value)) return undefined;
    colors[name] = value;
  }
  return colors;
}
