import { frameLanguage } from '../../../frame/locales/index.js';
import {
  type FramePageInput,
  frameCsp,
  framePage,
  type PageWords,
  pageWords,
} from '../../../frame/page.js';
import {
  CAPTURE_SIDES,
  type CaptureSide,
  captureSides,
  IDENTITY_DOCUMENT_TYPES,
} from '../api/identityCheck.js';
import { DOCUMENT_FORM_ID, DOCUMENT_IDS, type SideIds, sideIds } from './documentFields.js';

/** Chosen when the page opens; its sides decide which capture blocks start hidden. */
const FIRST_TYPE = IDENTITY_DOCUMENT_TYPES[0];

/** Types a phone camera can save; `image/*` lets a desktop pick any photo, checked on choice. */
const ACCEPT = 'image/jpeg,image/png,image/heic,image/*';

function typeChoice(words: PageWords): string {
  const choices = IDENTITY_DOCUMENT_TYPES.map(
    (type) =>
      `<label class="nftc-choice"><input type="radio" name="${DOCUMENT_IDS.type}" id="${DOCUMENT_IDS.type}-${type}" value="${type}"${type === FIRST_TYPE ? ' checked' : ''}>${words.element('span', '', `document.documentTypes.${type}`)}</label>`,
  ).join('\n');
  return `<fieldset id="${DOCUMENT_IDS.type}" class="nftc-field nftc-choices">
${words.element('legend', '', 'document.documentType')}
${choices}
</fieldset>`;
}

/** The options are filled in by the frame, named in the page's language by Intl.DisplayNames. */
function countryField(words: PageWords): string {
  const { country, countryError } = DOCUMENT_IDS;
  return `<div class="nftc-field">
${words.element('label', ` for="${country}"`, 'document.country')}
<select id="${country}" name="${country}" aria-invalid="false" aria-describedby="${countryError}">
${words.element('option', ' value=""', 'document.countryPlaceholder')}
</select>
<p id="${countryError}" class="nftc-error"></p>
</div>`;
}

/** A page with a folded corner and lines of text, drawn in the text's colour (forced colours too). */
const FILE_ICON =
  '<svg class="nftc-hint" width="28" height="36" viewBox="0 0 28 36" aria-hidden="true" focusable="false"><path d="M2 2h16l8 8v24H2zM18 2v8h8M7 17h14M7 23h14M7 29h9" fill="none" stroke="currentColor" stroke-width="2"/></svg>';

/**
 * Stands in for a photo the browser cannot draw (a HEIC, in most browsers): a document icon, the
 * file's name and size, and why. One image to assistive technology, labelled by the frame.
 */
function standIn(words: PageWords, ids: SideIds): string {
  return `<div id="${ids.standIn}" class="nftc-stand-in" role="img" hidden>
${FILE_ICON}
<span class="nftc-field">
<span id="${ids.fileName}" class="nftc-file-name" dir="auto"></span>
<span id="${ids.fileSize}" class="nftc-hint" dir="auto"></span>
${words.element('span', ' class="nftc-hint"', 'document.unavailable.text')}
</span>
</div>`;
}

/** One side's block: a file input (the phone's camera opens on it), a live camera, a preview. */
function captureBlock(words: PageWords, side: CaptureSide, shown: boolean): string {
  const ids = sideIds(side);
  const key = `document.sides.${side}` as const;
  const facing = side === 'selfie' ? 'user' : 'environment';
  const button = (id: string, text: 'useCamera' | 'takePhoto' | 'cancel' | 'chooseAnother') =>
    words.element(
      'button',
      ` type="button" id="${id}" class="nftc-button"${text === 'takePhoto' || text === 'cancel' ? '' : ' hidden'}`,
      `document.${text}`,
    );
  return `<div id="${ids.block}" class="nftc-capture" role="group" aria-labelledby="${ids.label}"${shown ? '' : ' hidden'}>
${words.element('label', ` id="${ids.label}" for="${ids.file}"`, `${key}.label`)}
${words.element('p', ` id="${ids.hint}" class="nftc-hint"`, `${key}.hint`)}
<input id="${ids.file}" name="${ids.file}" type="file" accept="${ACCEPT}" capture="${facing}" aria-invalid="false" aria-describedby="${ids.hint} ${ids.error}">
${button(ids.camera, 'useCamera')}
<div id="${ids.panel}" class="nftc-camera" hidden>
<video id="${ids.video}" class="nftc-preview" muted playsinline${words.attribute('aria-label', `${key}.preview`)}></video>
<div class="nftc-actions">
${button(ids.shoot, 'takePhoto')}
${button(ids.cancel, 'cancel')}
</div>
</div>
<img id="${ids.preview}" class="nftc-preview"${words.attribute('alt', `${key}.alt`)} hidden>
${standIn(words, ids)}
${button(ids.change, 'chooseAnother')}
<p id="${ids.error}" class="nftc-error"></p>
</div>`;
}

/**
 * The identity-document frame page: the document's type and issuing country, then a photo of
 * each side it needs and a selfie. Served like the other frame pages (same script, which starts
 * the document app when it finds this form), with `documentFramePolicy`.
 */
export function documentFramePage({ scriptUrl, origin, locale }: FramePageInput): string {
  const language = frameLanguage(locale);
  const words = pageWords(language);
  const needed = captureSides(FIRST_TYPE);
  const blocks = CAPTURE_SIDES.map((side) => captureBlock(words, side, needed.includes(side)));
  const form = `<form id="${DOCUMENT_FORM_ID}" class="nftc-form" novalidate hidden>
<fieldset id="${DOCUMENT_IDS.fields}" class="nftc-plain">
${typeChoice(words)}
${countryField(words)}
${blocks.join('\n')}
</fieldset>
<p id="${DOCUMENT_IDS.status}" class="nftc-status" role="status" aria-live="polite"></p>
</form>`;
  return framePage({
    scriptUrl,
    origin,
    language,
    section: 'document',
    title: 'document.title',
    form,
    outside: 'document.outside',
  });
}

/** The document frame's policy: every frame's, plus previews of the photos the buyer chose. */
const documentFrameCsp = (origin: string): string => `${frameCsp(origin)}; img-src blob:`;

/** What the service sends with the page: previews of `blob:` images, and the camera. */
export const documentFramePolicy = {
  csp: documentFrameCsp,
  permissionsPolicy: 'camera=(self)',
} as const;
