import { CHECKOUT_CSS } from './styles.js';
import { variablesRule } from './theme.js';

let shared: CSSStyleSheet | undefined;

/** Constructable stylesheets work under a strict CSP (no 'unsafe-inline' for style-src). */
export function supportsAdoptedStyleSheets(root: ShadowRoot): boolean {
  return (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}

/**
 * Adopts the checkout's stylesheet (one shared instance per page) and the host's variables into
 * a shadow root. Returns the undo, or null when the browser cannot adopt sheets and the caller
 * must render a <style> element instead.
 */
export function adoptStyles(
  root: ShadowRoot,
  variables: Readonly<Record<string, string>>,
): (() => void) | null {
  if (!supportsAdoptedStyleSheets(root)) return null;
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(CHECKOUT_CSS);
  }
  const sheets = [shared];
  const rule = variablesRule(variables);
  if (rule) {
    const own = new CSSStyleSheet();
    own.replaceSync(rule);
    sheets.push(own);
  }
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
  return () => {
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet));
  };
}

/** The same CSS as text, for the <style> fallback. */
export function stylesText(variables: Readonly<Record<string, string>>): string {
  return CHECKOUT_CSS + variablesRule(variables);
}
