/*
 * The checkout's stylesheet, applied inside its shadow root. Every colour, size and font reads a
 * public `--nftc-*` variable with a default (contrast checked to WCAG AA in both themes).
 * Internal tokens start with `--_`.
 */
/** Colour tokens: `--_x` reads `--nftc-color-x`, else the theme's default. */
const tokens = (colors: Record<string, string>) =>
  Object.entries(colors)
    .map(([name, fallback]) => `--_${name}:var(--nftc-color-${name},${fallback});`)
    .join('');

const LIGHT = tokens({
  primary: '#1f4fd1',
  'on-primary': '#fff',
  background: '#fff',
  surface: '#f4f5f7',
  text: '#15181e',
  muted: '#4c5361',
  border: '#767d8a',
  error: '#b3261e',
  success: '#1b6e36',
  focus: '#1f4fd1',
});
const DARK = tokens({
  primary: '#9db8ff',
  'on-primary': '#0b1020',
  background: '#15171c',
  surface: '#1f232a',
  text: '#eef0f4',
  muted: '#b6bcc8',
  border: '#878e9c',
  error: '#ffb4ab',
  success: '#86dba0',
  focus: '#9db8ff',
});

/**
 * Forced colours (Windows contrast themes): every token a system colour, whatever the theme and
 * the merchant's colours, so a dark theme never leaves its light text on the system's canvas.
 */
const FORCED =
  '--_primary:LinkText;--_on-primary:Canvas;--_background:Canvas;--_surface:Canvas;--_text:CanvasText;' +
  '--_muted:CanvasText;--_border:CanvasText;--_error:CanvasText;--_success:CanvasText;--_focus:Highlight;';

export const CHECKOUT_CSS = `
:host{display:block}
.nftc-root{${LIGHT}--_radius:var(--nftc-radius,8px);--_space:var(--nftc-spacing,16px);
box-sizing:border-box;width:100%;max-width:var(--nftc-max-width,480px);min-width:0;margin:0 auto;
padding:var(--_space);font-family:var(--nftc-font-family,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif);
font-size:var(--nftc-font-size,16px);line-height:1.5;color:var(--_text);background:var(--_background);
border-radius:var(--_radius);color-scheme:light}
.nftc-root[data-theme=dark]{${DARK}color-scheme:dark}
@media (prefers-color-scheme:dark){.nftc-root[data-theme=auto]{${DARK}color-scheme:dark}}
.nftc-root *,.nftc-root *::before,.nftc-root *::after{box-sizing:inherit}
.nftc-heading{margin:0 0 calc(var(--_space)*.75);font-size:1.25em;line-height:1.3}
.nftc-heading:focus{outline:none}
.nftc-heading:focus-visible,[data-input=keyboard] .nftc-heading:focus{outline:3px solid var(--_focus);outline-offset:2px}
.nftc-summary{display:flex;gap:var(--_space);align-items:center;margin-bottom:var(--_space);
padding:calc(var(--_space)*.75);background:var(--_surface);border-radius:var(--_radius)}
.nftc-image{flex:none;width:72px;height:72px;border-radius:calc(var(--_radius)/2);object-fit:cover;background:var(--_border)}
.nftc-summary-name{margin:0;font-weight:600;overflow-wrap:anywhere}
.nftc-muted{margin:0;color:var(--_muted)}
.nftc-form,.nftc-step{display:flex;flex-direction:column;gap:calc(var(--_space)*.75)}
.nftc-row{display:flex;flex-wrap:wrap;gap:calc(var(--_space)*.75)}
.nftc-row>.nftc-field{flex:1 1 160px;min-width:0}
.nftc-field{display:flex;flex-direction:column;gap:4px}
.nftc-label{font-weight:600}
.nftc-hint{margin:0;font-size:.875em;color:var(--_muted)}
.nftc-input{width:100%;min-height:44px;padding:8px 12px;font:inherit;color:var(--_text);background:var(--_background);
border:1px solid var(--_border);border-radius:var(--_radius)}
.nftc-input[type=tel]{direction:ltr}
.nftc-input[aria-invalid=true]{border-color:var(--_error);border-width:2px}
.nftc-input:-webkit-autofill{animation-name:nftc-autofill;animation-duration:1ms}
@keyframes nftc-autofill{from{opacity:1}to{opacity:1}}
.nftc-error{margin:0;color:var(--_error);font-size:.875em;font-weight:600}
.nftc-error-summary{padding:12px 16px;border:3px solid var(--_error);border-radius:var(--_radius)}
.nftc-error-summary:focus{outline:3px solid var(--_focus);outline-offset:2px}
.nftc-error-summary-title{margin:0 0 8px;font-size:1.125em;line-height:1.3}
.nftc-error-summary-list{margin:0;padding-inline-start:1.25em}
.nftc-error-summary a{color:var(--_error);font-weight:600;text-decoration:underline}
.nftc-alert{margin:0;padding:8px 12px;border:2px solid var(--_error);border-radius:var(--_radius);color:var(--_text)}
.nftc-connection{margin:0 0 var(--_space);padding:8px 12px;border:2px solid var(--_border);border-radius:var(--_radius);
background:var(--_surface);color:var(--_text);font-weight:600}
.nftc-actions{display:flex;flex-wrap:wrap;gap:calc(var(--_space)*.5);justify-content:flex-end;margin-top:calc(var(--_space)*.5)}
.nftc-button{min-height:44px;min-width:44px;padding:10px 20px;font:inherit;font-weight:600;border-radius:var(--_radius);
cursor:pointer;color:var(--_primary);background:transparent;border:2px solid var(--_primary)}
.nftc-primary{color:var(--_on-primary);background:var(--_primary);flex:1 1 auto}
.nftc-button:disabled{cursor:not-allowed;opacity:.65}
.nftc-root :focus-visible,.nftc-input:focus-within{outline:3px solid var(--_focus);outline-offset:2px}
.nftc-part{display:flex;flex-direction:column;align-items:flex-start;gap:8px}
.nftc-outcome{display:flex;flex-direction:column;gap:calc(var(--_space)*.5)}
.nftc-outcome p,.nftc-outcome dl,.nftc-outcome dd,.nftc-step p{margin:0}
.nftc-hash{display:block;padding:8px;overflow-wrap:anywhere;background:var(--_surface);border-radius:calc(var(--_radius)/2);font-size:.875em}
.nftc-spinner{width:32px;height:32px;border:4px solid var(--_border);border-top-color:var(--_primary);border-radius:50%;
animation:nftc-spin 1s linear infinite}
@keyframes nftc-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.nftc-spinner{animation:none;border-top-color:var(--_border)}.nftc-root *{transition:none}}
.nftc-visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (forced-colors:active){.nftc-root[data-theme]{${FORCED}color-scheme:light dark}.nftc-button,.nftc-input,.nftc-choice{border:1px solid ButtonText}}
`;
