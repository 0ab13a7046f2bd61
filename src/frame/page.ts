import { isHttpOrigin } from '../api/cardFrameProtocol.js';
import { BRAND_ID, errorId, FIELDS, type FieldName, FORM_ID } from './fields.js';

export interface CardFramePageInput {
  /** URL of the frame script (the `frame` build, both frames), e.g. /v1/checkout/card-frame.js. */
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

export interface NumericInput {
  id: string;
  autocomplete: string;
  maxLength: number;
  /** Ids of the hint, brand and error elements the input is described by. */
  describedBy: string;
  /** Further attributes, written as they are (a leading space, escaped by the caller). */
  extra?: string;
}

/** A text input for digits: numeric keyboard, no spelling help, not invalid until checked. */
export function numericInput({
  id,
  autocomplete,
  maxLength,
  describedBy,
  extra = '',
}: NumericInput) {
  return `<input id="${id}" name="${id}" type="text" inputmode="numeric" autocomplete="${autocomplete}" maxlength="${maxLength}" spellcheck="false" autocorrect="off" autocapitalize="off" aria-invalid="false" aria-describedby="${describedBy}"${extra}>`;
}

function field(name: FieldName, extra: string): string {
  const { id, label, autocomplete, maxLength } = FIELDS[name];
  const error = errorId(name);
  const describedBy = name === 'number' ? `${BRAND_ID} ${error}` : error;
  return `<div class="nftc-field nftc-field-${name}">
<label for="${id}">${escapeHtml(label)}</label>
${numericInput({ id, autocomplete, maxLength, describedBy, extra })}
${name === 'number' ? `<p id="${BRAND_ID}" class="nftc-brand"></p>\n` : ''}<p id="${error}" class="nftc-error"></p>
</div>`;
}

export interface FramePageParts extends CardFramePageInput {
  title: string;
  /** The form, hidden until the frame's script has styled it. */
  form: string;
  /** What a page opened with an origin no host could have says instead. */
  outside: string;
}

/**
 * A frame page. No inline script or style: it is served under the strict policy of
 * `cardFrameCsp`, and its script adopts a constructed stylesheet. An origin that is not an
 * http(s) origin gets a page without the form or the script, since no host could receive its
 * messages.
 */
export function framePage({ title, scriptUrl, origin, form, outside }: FramePageParts): string {
  const page = (head: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${head}
</head>
<body>
${body}
</body>
</html>
`;
  if (!isHttpOrigin(origin)) return page('', `<p>${escapeHtml(outside)}</p>`);
  return page(`<script src="${escapeHtml(scriptUrl)}" defer></script>`, form);
}

/** The card frame page: number, then expiry and CVC side by side. */
export function cardFramePage({ scriptUrl, origin }: CardFramePageInput): string {
  const form = `<form id="${FORM_ID}" class="nftc-form" novalidate hidden>
${field('number', '')}
<div class="nftc-row">
${field('expiry', ' placeholder="MM / YY"')}
${field('cvc', '')}
</div>
</form>`;
  return framePage({
    title: 'Card details',
    scriptUrl,
    origin,
    form,
    outside: 'This card form works only inside the checkout.',
  });
}

/** The Content-Security-Policy of the frame pages: only their own script, styles and service. */
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

/** The document frame's policy: the card frame's, plus previews of the photos the buyer chose. */
export const documentFrameCsp = (origin: string): string =>
  `${cardFrameCsp(origin)}; img-src blob:`;
