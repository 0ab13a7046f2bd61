/*
 * The frame's only styles. The page's policy allows no inline style, so they are adopted as a
 * constructed stylesheet. Colours meet WCAG AA contrast on both themes; inputs are 44 px high and
 * 16 px text (no zoom on focus in mobile browsers).
 */
export const CARD_FRAME_CSS = `
:root{--fg:#1f2328;--muted:#59636e;--line:#6e7781;--bg:#fff;--focus:#0969da;--error:#cf222e;color-scheme:light;color:var(--fg);font:16px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
:root.nftc-dark{--fg:#e6edf3;--muted:#9198a1;--line:#8b949e;--bg:#0d1117;--focus:#4493f8;--error:#ff7b72;color-scheme:dark}
body{margin:0;padding:4px}
.nftc-form{display:grid;gap:12px}
.nftc-form[hidden]{display:none}
.nftc-row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
@media (max-width:280px){.nftc-row{grid-template-columns:1fr}}
.nftc-field{display:grid;gap:4px;min-width:0}
label{font-size:14px;font-weight:600}
input{box-sizing:border-box;width:100%;min-height:44px;padding:10px 12px;font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--line);border-radius:6px}
input:focus-visible{outline:3px solid var(--focus);outline-offset:1px}
input[aria-invalid=true]{border-color:var(--error);border-width:2px}
.nftc-error,.nftc-brand{margin:0;font-size:14px}
.nftc-error{color:var(--error)}
.nftc-brand{color:var(--muted)}
.nftc-error:empty,.nftc-brand:empty{display:none}
`;

/** Applies the styles; false when the browser lacks constructed stylesheets. */
export function adoptStyles(doc: Document): boolean {
  const view = doc.defaultView;
  if (!view || !('adoptedStyleSheets' in doc) || typeof view.CSSStyleSheet !== 'function') {
    return false;
  }
  const sheet = new view.CSSStyleSheet();
  sheet.replaceSync(CARD_FRAME_CSS);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  return true;
}
