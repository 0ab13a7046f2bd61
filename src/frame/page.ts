import { isHttpOrigin } from '../api/cardFrameProtocol.js';
import { BRAND_ID, errorId, FIELDS, type FieldName, FORM_ID } from './fields.js';

export interface CardFramePageInput {
  /** URL of the frame script (the `frame` build), e.g. /v1/checkout/card-frame.js. */
  scriptUrl: string;
  /** The host page origin from the `origin` query parameter. */
  origin: string;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a quoted attribute. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);

function field(name: FieldName, extra: string): string {
  const { id, label, autocomplete, maxLength } = FIELDS[name];
  const error = errorId(name);
  const describedBy = name === 'number' ? `${BRAND_ID} ${error}` : error;
  return `<div class="nftc-field nftc-field-${name}">
<label for="${id}">${escapeHtml(label)}</label>
<input id="${id}" name="${id}" type="text" inputmode="numeric" autocomplete="${autocomplete}" maxlength="${maxLength}" spellcheck="false" autocorrect="off" autocapitalize="off" aria-invalid="false" aria-describedby="${describedBy}"${extra}>
${name === 'number' ? `<p id="${BRAND_ID}" class="nftc-brand"></p>\n` : ''}<p id="${error}" class="nftc-error"></p>
</div>`;
}

const document = (head: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title>
${head}
</head>
<body>
${body}
</body>
</html>
`;

/**
 * The card frame page. No inline script or style: it is served under the strict policy of
 * `cardFrameCsp`, and its script adopts a constructed stylesheet. The form stays hidden until
 * that script has styled it. An origin that is not an http(s) origin gets a page without the
 * form or the script, since no host could receive its messages.
 */
export function cardFramePage({ scriptUrl, origin }: CardFramePageInput): string {
  if (!isHttpOrigin(origin)) {
    return document('', '<p>This card form works only inside the checkout.</p>');
  }
  const form = `<form id="${FORM_ID}" class="nftc-form" novalidate hidden>
${field('number', '')}
<div class="nftc-row">
${field('expiry', ' placeholder="MM / YY"')}
${field('cvc', '')}
</div>
</form>`;
  return document(`<script src="${escapeHtml(scriptUrl)}" defer></script>`, form);
}

/** The Content-Security-Policy the page needs: only its own script, styles and service. */
export function cardFrameCsp(origin: string): string {
  const ancestors = isHttpOrigin(origin) ? origin : "'none'";
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    `frame-ancestors ${ancestors}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
