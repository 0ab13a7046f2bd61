/*
 * The frame's only styles. The page's policy allows no inline style, so they are adopted as a
 * constructed stylesheet. The frame paints its own background: a transparent frame over a page of
 * another colour scheme gets an opaque canvas from the browser, in the frame's scheme, not the
 * widget's. The colours are the widget's defaults (WCAG AA on both themes); the widget's own
 * `--nftc-color-x`, sent with init, is set as `--x` on the root and wins over them.
 */
export const CARD_FRAME_CSS = `
:root{--text:#15181e;--muted:#4c5361;--border:#767d8a;--background:#fff;--focus:#1f4fd1;--error:#b3261e;color-scheme:light;color:var(--text);background:var(--background);font:16px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
:root.nftc-dark{--text:#eef0f4;--muted:#b6bcc8;--border:#878e9c;--background:#15171c;--focus:#9db8ff;--error:#ffb4ab;color-scheme:dark}
body{margin:0;padding:4px}
.nftc-form{display:grid;gap:12px}
.nftc-form[hidden]{display:none}
.nftc-row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
@media (max-width:280px){.nftc-row{grid-template-columns:1fr}}
.nftc-field{display:grid;gap:4px;min-width:0}
label,legend{font-size:14px;font-weight:600}
input,select,.nftc-button{box-sizing:border-box;width:100%;min-height:44px;padding:10px 12px;font:inherit;color:var(--text);background:var(--background);border:1px solid var(--border);border-radius:6px}
input:focus-visible,select:focus-visible,.nftc-button:focus-visible{outline:3px solid var(--focus);outline-offset:1px}
input[aria-invalid=true],select[aria-invalid=true]{border-color:var(--error);border-width:2px}
.nftc-error,.nftc-brand,.nftc-hint{margin:0;font-size:14px}
.nftc-error{color:var(--error)}
.nftc-brand,.nftc-hint{color:var(--muted)}
.nftc-error:empty,.nftc-brand:empty{display:none}
[hidden]{display:none!important}
fieldset{display:grid;gap:12px;min-width:0;margin:0;padding:0;border:0}
legend{padding:0;margin-bottom:4px}
.nftc-choice{display:flex;align-items:center;gap:8px;min-height:44px;font-weight:400;font-size:16px}
.nftc-choice input{width:20px;min-height:20px;height:20px;margin:0;accent-color:var(--focus)}
.nftc-capture{display:grid;gap:8px;min-width:0;padding:12px;border:1px solid var(--border);border-radius:8px}
.nftc-camera{display:grid;gap:8px}
.nftc-preview{display:block;max-width:100%;max-height:60vh;height:auto;border-radius:6px}
.nftc-stand-in{display:flex;align-items:center;gap:12px;padding:12px;border:1px dashed var(--border);border-radius:6px}
.nftc-stand-in svg{flex:none}
.nftc-file-name{font-weight:600;overflow-wrap:anywhere}
.nftc-actions{display:flex;flex-wrap:wrap;gap:8px}
.nftc-button{width:auto;padding:10px 16px;cursor:pointer;justify-self:start}
.nftc-status{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (forced-colors:active){input,select,.nftc-capture,.nftc-stand-in{border-color:CanvasText}.nftc-button{color:ButtonText;background:ButtonFace;border-color:ButtonText}:focus-visible{outline-color:Highlight!important}}
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
