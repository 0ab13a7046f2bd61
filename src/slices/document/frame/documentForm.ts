import { fillCountries } from '../../../frame/countryOptions.js';
import { showError, validityReporter } from '../../../frame/input.js';
import type { FrameForm } from '../../../frame/shell.js';
import { localeOf, type Message, showText } from '../../../frame/texts.js';
import {
  CAPTURE_SIDES,
  captureSides,
  IDENTITY_DOCUMENT_TYPES,
  type IdentityDocumentType,
} from '../api/identityCheck.js';
import { type CaptureBlock, createCaptureBlock } from './documentCapture.js';
import { DOCUMENT_FORM_ID, DOCUMENT_IDS } from './documentFields.js';
import type { DocumentValue } from './documentUpload.js';

const COUNTRY_ERROR: Message = { key: 'document.errors.country' };

export interface DocumentForm extends FrameForm<DocumentValue> {
  /** While the photos upload nothing can be changed, and the buyer hears why. */
  sending(busy: boolean, sent?: boolean): void;
}

const isDocumentType = (value: string): value is IdentityDocumentType =>
  (IDENTITY_DOCUMENT_TYPES as readonly string[]).includes(value);

/**
 * Drives the document form: the type shows the capture blocks it needs (a passport has no
 * back), the country must be chosen, and each photo is checked when chosen. Reports whether
 * everything needed is there whenever that changes. Undefined when the page lacks a part.
 */
export function createDocumentForm(
  doc: Document,
  onValidity: (complete: boolean) => void,
): DocumentForm | undefined {
  const form = doc.getElementById(DOCUMENT_FORM_ID);
  const fields = doc.getElementById(DOCUMENT_IDS.fields) as HTMLFieldSetElement | null;
  const country = doc.getElementById(DOCUMENT_IDS.country) as HTMLSelectElement | null;
  const countryError = doc.getElementById(DOCUMENT_IDS.countryError);
  const status = doc.getElementById(DOCUMENT_IDS.status);
  const radios = [...doc.getElementsByName(DOCUMENT_IDS.type)] as HTMLInputElement[];
  if (!form || !fields || country?.tagName !== 'SELECT' || !countryError || !status) {
    return undefined;
  }

  const report = validityReporter(onValidity);
  const announce = (message: Message) => showText(status, message);
  const documentType = (): IdentityDocumentType => {
    const value = radios.find((radio) => radio.checked)?.value ?? '';
    return isDocumentType(value) ? value : 'passport';
  };
  const needed = () => {
    const sides = captureSides(documentType());
    return blocks.filter((block) => sides.includes(block.side));
  };
  const check = () => report(Boolean(country.value) && needed().every((b) => b.image()));
  const showCountryError = (message: Message) => showError(country, countryError, message);

  const made = CAPTURE_SIDES.map((side) =>
    createCaptureBlock(doc, side, {
      changed: check,
      announce,
      // One camera at a time: opening a side's closes the others'.
      cameraOpening: (opening) => {
        for (const block of blocks) if (block.side !== opening) block.stopCamera();
      },
    }),
  );
  if (radios.length === 0 || made.some((block) => !block)) return undefined;
  const blocks = made as CaptureBlock[];

  const showNeeded = () => {
    const sides = captureSides(documentType());
    for (const block of blocks) block.show(sides.includes(block.side));
    check();
  };
  for (const radio of radios) radio.addEventListener('change', showNeeded);
  fillCountries(country, localeOf(doc));
  country.addEventListener('change', () => {
    if (countryError.textContent) showCountryError(country.value ? '' : COUNTRY_ERROR);
    check();
  });
  form.addEventListener('submit', (event) => event.preventDefault());
  showNeeded();

  const stopCameras = () => {
    for (const block of blocks) block.stopCamera();
  };
  // Object URLs go with the page; the camera is let go of explicitly.
  const view = doc.defaultView;
  view?.addEventListener('pagehide', stopCameras);

  return {
    read() {
      showCountryError(country.value ? '' : COUNTRY_ERROR);
      const missing = needed().filter((block) => {
        const problem = block.problem();
        block.showError(problem);
        return problem;
      });
      if (!country.value) country.focus();
      else missing[0]?.focus();
      if (!country.value || missing.length > 0) return undefined;
      return {
        documentType: documentType(),
        issuingCountry: country.value,
        images: needed().map((block) => block.image()!),
      };
    },
    clear() {
      // A retry starts with no photos; the document and its country stay chosen.
      for (const block of blocks) block.clear();
      check();
    },
    refused(message, field) {
      if (field === 'country') {
        showCountryError(message);
        country.focus();
        return;
      }
      const block = blocks.find((b) => b.side === field);
      block?.showError(message);
      block?.focus();
    },
    sending(busy, sent) {
      fields.disabled = busy;
      form.setAttribute('aria-busy', String(busy));
      announce(
        busy ? { key: 'document.status.uploading' } : sent ? { key: 'document.status.sent' } : '',
      );
    },
    relabel() {
      fillCountries(country, localeOf(doc));
      for (const block of blocks) block.relabel();
    },
    dispose() {
      view?.removeEventListener('pagehide', stopCameras);
      for (const block of blocks) block.clear();
    },
  };
}
