import { CHECKOUT_CSS } from './styles.js';
import { variablesRule } from './theme.js';

/**
 * One parsed copy of each stylesheet (the first screen's, and a part's that comes with a chunk)
 * per document: a sheet cannot be adopted across documents.
 */
const shared = new WeakMap<Document, Map<string, CSSStyleSheet>>();

function sheetClass(root: ShadowRoot): typeof CSSStyleSheet | undefined {
  const view = root.ownerDocument?.defaultView as (Window & typeof globalThis) | null | undefined;
  return view?.CSSStyleSheet ?? globalThis.CSSStyleSheet;
}

/** Constructable stylesheets work under a strict CSP (no 'unsafe-inline' for style-src). */
export function supportsAdoptedStyleSheets(root: ShadowRoot): boolean {
  const Sheet = sheetClass(root);
  return (
    'adoptedStyleSheets' in root && typeof Sheet === 'function' && 'replaceSync' in Sheet.prototype
  );
}

/**
 * Adopts the checkout's stylesheet, those of the loaded `parts` (CSS text) and the host's
 * variables, in that order, into a shadow root. Returns the undo, or null when the browser
 * cannot adopt sheets and the caller must render a <style>.
 */
export function adoptStyles(
  root: ShadowRoot,
  variables: Readonly<Record<string, string>>,
  parts: readonly string[] = [],
): (() => void) | null {
  const Sheet = sheetClass(root);
  if (!Sheet || !supportsAdoptedStyleSheets(root)) return null;
  const key = root.ownerDocument ?? document;
  let parsed = shared.get(key);
  if (!parsed) {
    parsed = new Map();
    shared.set(key, parsed);
  }
  const cache = parsed;
  const sheetOf = (css: string) => {
    let sheet = cache.get(css);
    if (!sheet) {
      sheet = new Sheet();
      sheet.replaceSync(css);
      cache.set(css, sheet);
    }
    return sheet;
  };
  const sheets = [CHECKOUT_CSS, ...parts].map(sheetOf);
  const rule = variablesRule(variables);
  if (rule) {
    const own = new Sheet();
    own.replaceSync(rule);
    sheets.push(own);
  }
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
  return () => {
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet));
  };
}

/** The same CSS as text, for the <style> fallback. */
export function stylesText(
  variables: Readonly<Record<string, string>>,
  parts: readonly string[] = [],
): string {
  return CHECKOUT_CSS + parts.join('') + variablesRule(variables);
}
