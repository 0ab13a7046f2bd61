/*
 * The purchase's part of the checkout's stylesheet (styles.ts has the rest and the tokens these
 * read): payment choices, the review's totals, the time to pay, the card frame and the linked
 * bank. It comes with the purchase's chunk, and CheckoutShadow adopts it beside the first
 * screen's sheet before anything that uses it draws.
 */
export const PURCHASE_CSS = `
.nftc-fieldset{margin:0;padding:0;border:0;display:flex;flex-direction:column;gap:8px}
.nftc-legend{padding:0;margin-bottom:4px;font-weight:600}
.nftc-choice{display:flex;align-items:center;gap:12px;min-height:44px;padding:8px 12px;
border:1px solid var(--_border);border-radius:var(--_radius);cursor:pointer}
.nftc-choice:has(input:checked){border:2px solid var(--_primary)}
.nftc-choice input{width:20px;height:20px;margin:0;accent-color:var(--_primary)}
.nftc-totals{display:grid;grid-template-columns:1fr auto;row-gap:6px;margin:0}
.nftc-totals div{display:contents}
.nftc-totals dt{color:var(--_muted)}
.nftc-totals dd{margin:0;padding-inline-start:var(--_space);text-align:end;font-variant-numeric:tabular-nums}
.nftc-total dt,.nftc-total dd{color:var(--_text);font-weight:700;border-top:1px solid var(--_border);padding-top:6px}
.nftc-countdown{margin:0 0 var(--_space);color:var(--_muted);font-variant-numeric:tabular-nums}
.nftc-countdown [role=timer]{font-weight:700;color:var(--_text)}
.nftc-time-warning{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;margin:0 0 var(--_space);
padding:8px 12px;border:2px solid var(--_primary);border-radius:var(--_radius)}
.nftc-time-warning p{margin:0;flex:1 1 200px;font-weight:600}
.nftc-frame{display:block;width:100%;border:0}
.nftc-frame[data-state=loading]{visibility:hidden}
.nftc-frame-slot{display:flex;flex-direction:column;align-items:flex-start;gap:8px}
.nftc-linked{margin:0;color:var(--_success);font-weight:600}
.nftc-upfront>*{margin:0 0 var(--_space)}
`;
