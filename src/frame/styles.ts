/*
 * The frame's only styles. The page's policy allows no inline style, so they are adopted as a
 * constructed stylesheet. The frame paints its own background: a transparent frame over a page of
 * another colour scheme gets an opaque canvas from the browser, in the frame's scheme, not the
 * widget's. Colours are the widget's `--nftc-color-*` (set by init), else its defaults, which
 * meet WCAG AA contrast on both themes. Inputs are 44 px high and 16 px text (no zoom on focus).
 */
export const CARD_FRAME_CSS = `
:root{--fg:var(--nftc-color-text,#15181e);--muted:var(--nftc-color-muted,#4c5361);--line:var(--nftc-color-border,#767d8a);--bg:var(--nftc-color-background,#fff);--focus:var(--nftc-color-focus,#1f4fd1);--error:var(--nftc-color-error,#b3261e);color-scheme:light;color:var(--fg);background:var(--bg);font:16px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
:root.nftc-dark{--fg:var(--nftc-color-text,#eef0f4);--muted:var(--nftc-color-muted,#b6bcc8);--line:var(--nftc-color-border,#878e9c);--bg:var(--nftc-color-background,#15171c);--focus:var(--nftc-color-focus,#9db8ff);--error:var(--nftc-color-error,#ffb4ab);color-scheme:dark}
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
