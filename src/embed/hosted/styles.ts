/*
 * The hosted page's own styles (the checkout brings its own, in its shadow root): a constructed
 * stylesheet, allowed by the page's `style-src 'self'` where a <style> element or a style
 * attribute would not be. The palette is the checkout's, so the page and the checkout match in
 * both themes and keep its WCAG AA contrast.
 */
const PAGE_CSS = `
:root{color-scheme:light dark;--p-bg:#f4f5f7;--p-text:#15181e;--p-accent:#1f4fd1;--p-on-accent:#fff}
@media (prefers-color-scheme:dark){:root{--p-bg:#0f1115;--p-text:#eef0f4;--p-accent:#9db8ff;--p-on-accent:#0b1020}}
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:16px;line-height:1.5;
color:var(--p-text);background:var(--p-bg)}
.nftc-page-header,.nftc-page-main{max-width:520px;margin:0 auto;padding:16px}
.nftc-page-header{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:space-between;padding-bottom:0}
.nftc-page-merchant{margin:0;font-weight:600;overflow-wrap:anywhere}
.nftc-page-title{margin:0 0 12px;font-size:1.5em;line-height:1.3}
.nftc-page-subtitle{margin:0 0 12px;font-size:1.125em;line-height:1.3}
.nftc-page-return{margin-top:16px}
a{color:var(--p-accent);text-underline-offset:2px}
.nftc-page-link{display:inline-block;padding:10px 0;font-weight:600}
.nftc-page-button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:10px 20px;
margin:0 8px 8px 0;font:inherit;font-weight:600;text-decoration:none;cursor:pointer;border-radius:8px;
border:2px solid var(--p-accent);color:var(--p-on-accent);background:var(--p-accent)}
.nftc-page-error{margin:0;font-weight:600}
:focus-visible{outline:3px solid var(--p-accent);outline-offset:2px}
.nftc-visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (prefers-reduced-motion:reduce){*{transition:none!important;animation:none!important}}
`;

/** Adopts the page's stylesheet; a browser without constructed stylesheets shows it unstyled. */
export function adoptPageStyles(doc: Document): void {
  const view = doc.defaultView;
  if (!view || !('adoptedStyleSheets' in doc) || typeof view.CSSStyleSheet !== 'function') return;
  const sheet = new view.CSSStyleSheet();
  sheet.replaceSync(PAGE_CSS);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
