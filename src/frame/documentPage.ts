import {
  CAPTURE_SIDES,
  type CaptureSide,
  captureSides,
  IDENTITY_DOCUMENT_TYPES,
} from '../api/identityCheck.js';
import { DOCUMENT_FORM_ID, DOCUMENT_IDS, sideIds } from './documentFields.js';
import { type CardFramePageInput, documentFrameCsp, escapeHtml, framePage } from './page.js';
import { documentFrameStrings, documentPageStrings as strings } from './strings.js';

/** Chosen when the page opens; its sides decide which capture blocks start hidden. */
const FIRST_TYPE = IDENTITY_DOCUMENT_TYPES[0];

/** Types a phone camera can save; `image/*` lets a desktop pick any photo, checked on choice. */
const ACCEPT = 'image/jpeg,image/png,image/heic,image/*';

const button = (id: string, text: string, hidden = true) =>
  `<button type="button" id="${id}" class="nftc-button"${hidden ? ' hidden' : ''}>${escapeHtml(text)}</button>`;

function typeChoice(): string {
  const choices = IDENTITY_DOCUMENT_TYPES.map(
    (type) =>
      `<label class="nftc-choice"><input type="radio" name="${DOCUMENT_IDS.type}" id="${DOCUMENT_IDS.type}-${type}" value="${type}"${type === FIRST_TYPE ? ' checked' : ''}>${escapeHtml(strings.documentTypes[type])}</label>`,
  ).join('\n');
  return `<fieldset id="${DOCUMENT_IDS.type}" class="nftc-field nftc-choices">
<legend>${escapeHtml(strings.documentType)}</legend>
${choices}
</fieldset>`;
}

/** The options are filled in by the frame, named in English by Intl.DisplayNames. */
function countryField(): string {
  const { country, countryError } = DOCUMENT_IDS;
  return `<div class="nftc-field">
<label for="${country}">${escapeHtml(strings.country)}</label>
<select id="${country}" name="${country}" aria-invalid="false" aria-describedby="${countryError}">
<option value="">${escapeHtml(strings.countryPlaceholder)}</option>
</select>
<p id="${countryError}" class="nftc-error"></p>
</div>`;
}

/** One side's block: a file input (the phone's camera opens on it), a live camera, a preview. */
function captureBlock(side: CaptureSide, shown: boolean): string {
  const ids = sideIds(side);
  const { label, hint, alt } = strings.sides[side];
  const facing = side === 'selfie' ? 'user' : 'environment';
  return `<div id="${ids.block}" class="nftc-capture" role="group" aria-labelledby="${ids.label}"${shown ? '' : ' hidden'}>
<label id="${ids.label}" for="${ids.file}">${escapeHtml(label)}</label>
<p id="${ids.hint}" class="nftc-hint">${escapeHtml(hint)}</p>
<input id="${ids.file}" name="${ids.file}" type="file" accept="${ACCEPT}" capture="${facing}" aria-invalid="false" aria-describedby="${ids.hint} ${ids.error}">
${button(ids.camera, strings.useCamera)}
<div id="${ids.panel}" class="nftc-camera" hidden>
<video id="${ids.video}" class="nftc-preview" muted playsinline aria-label="${escapeHtml(`${strings.cameraPreview}: ${label}`)}"></video>
<div class="nftc-actions">
${button(ids.shoot, strings.takePhoto, false)}
${button(ids.cancel, strings.cancel, false)}
</div>
</div>
<img id="${ids.preview}" class="nftc-preview" alt="${escapeHtml(alt)}" hidden>
${button(ids.change, documentFrameStrings.chooseAnother)}
<p id="${ids.error}" class="nftc-error"></p>
</div>`;
}

/**
 * The identity-document frame page: the document's type and issuing country, then a photo of
 * each side it needs and a selfie. Served like the other frame pages (same script, which starts
 * the document app when it finds this form), with `documentFramePolicy`.
 */
export function documentFramePage({ scriptUrl, origin }: CardFramePageInput): string {
  const needed = captureSides(FIRST_TYPE);
  const blocks = CAPTURE_SIDES.map((side) => captureBlock(side, needed.includes(side)));
  const form = `<form id="${DOCUMENT_FORM_ID}" class="nftc-form" novalidate hidden>
<fieldset id="${DOCUMENT_IDS.fields}" class="nftc-plain">
${typeChoice()}
${countryField()}
${blocks.join('\n')}
</fieldset>
<p id="${DOCUMENT_IDS.status}" class="nftc-status" role="status" aria-live="polite"></p>
</form>`;
  return framePage({
    title: strings.title,
    scriptUrl,
    origin,
    form,
    outside: 'This form works only inside the checkout.',
  });
}

/** What the service sends with the page: previews of `blob:` images, and the camera. */
export const documentFramePolicy = {
  csp: documentFrameCsp,
  permissionsPolicy: 'camera=(self)',
} as const;
