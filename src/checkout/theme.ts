/** The theming variables a host page may set; anything else is a typo and is refused. */
export const THEME_VARIABLES = [
  '--nftc-color-primary',
  '--nftc-color-on-primary',
  '--nftc-color-background',
  '--nftc-color-surface',
  '--nftc-color-text',
  '--nftc-color-muted',
  '--nftc-color-border',
  '--nftc-color-error',
  '--nftc-color-success',
  '--nftc-color-focus',
  '--nftc-font-family',
  '--nftc-font-size',
  '--nftc-radius',
  '--nftc-spacing',
  '--nftc-max-width',
] as const;
export type ThemeVariable = (typeof THEME_VARIABLES)[number];

export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

export function isThemeVariable(name: string): name is ThemeVariable {
  return (THEME_VARIABLES as readonly string[]).includes(name);
}

/**
 * A value that can be written into a stylesheet as one declaration and cannot end it, open a
 * block, load a resource or run anything: letters, digits, spaces and the punctuation that CSS
 * colours, lengths, font lists and calc() need, with balanced quotes and parentheses.
 */
export function isSafeCssValue(value: string): boolean {
  if (value.length === 0 || value.length > 200) return false;
  if (!/^[-\w #%.,()'"+*/!]+$/.test(value)) return false;
  if (/url\(|expression\(|image-set\(|\/\*|\\/i.test(value)) return false;
  const count = (c: string) => value.split(c).length - 1;
  if (count('"') % 2 || count("'") % 2 || count('(') !== count(')')) return false;
  return true;
}

/** Resolves `auto` with the OS setting, for parts that need one (the card frame). */
export function resolvedTheme(theme: Theme): 'light' | 'dark' {
  if (theme !== 'auto') return theme;
  const query = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
  return query?.matches ? 'dark' : 'light';
}

/** The host's variables as one rule, placed after the defaults so it wins. */
export function variablesRule(variables: Readonly<Record<string, string>>): string {
  const lines = Object.entries(variables)
    .filter(([name, value]) => isThemeVariable(name) && isSafeCssValue(value))
    .map(([name, value]) => `  ${name}: ${value};`);
  return lines.length ? `:host {\n${lines.join('\n')}\n}\n` : '';
}
