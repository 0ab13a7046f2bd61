/*
 * The frame protocol's theme and colours: the widget's theme and the colours it hands a frame in
 * `init` (frameProtocol.ts), checked here on the frame's side before any is drawn.
 */

export type FrameTheme = 'light' | 'dark';

/** The widget's colours the frame draws with: its text, hints, borders, background, focus, errors. */
export const FRAME_COLOR_NAMES = [
  '--nftc-color-text',
  '--nftc-color-muted',
  '--nftc-color-border',
  '--nftc-color-background',
  '--nftc-color-focus',
  '--nftc-color-error',
] as const;
export type FrameColorName = (typeof FRAME_COLOR_NAMES)[number];
export type FrameColors = Partial<Record<FrameColorName, string>>;

/**
 * One CSS colour as computed styles give it: #hex, a keyword, or one colour function of
 * numbers, percentages, angles and separators (no nesting, so no var(), url() or calc()).
 * Linear and bounded: no quantifier is nested, and the length is checked first.
 */
const CSS_COLOR =
  /^(?:#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})|[a-z]{3,20}|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([\d\sa-z.,%/+-]{1,60}\))$/i;

export const isFrameColor = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 80 && CSS_COLOR.test(value);

/** Only the allowed names, each with a colour; anything else refuses the whole message. */
export function isFrameColors(value: unknown): value is FrameColors {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const names: readonly string[] = FRAME_COLOR_NAMES;
  return Object.entries(value).every(
    ([name, color]) => names.includes(name) && isFrameColor(color),
  );
}
