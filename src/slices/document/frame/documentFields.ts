import type { CaptureSide } from '../api/identityCheck.js';

/** The document frame's form: main.ts tells the frames apart by it. */
export const DOCUMENT_FORM_ID = 'nftc-document-form';

/** The ids of the form's own controls, shared by the page and the app. */
export const DOCUMENT_IDS = {
  /** Wraps every control, so one `disabled` holds them all while the photos upload. */
  fields: 'nftc-doc-fields',
  type: 'nftc-doc-type',
  country: 'nftc-doc-country',
  countryError: 'nftc-doc-country-error',
  status: 'nftc-doc-status',
} as const;

/** The ids of one side's capture block. */
export const sideIds = (side: CaptureSide) => {
  const id = `nftc-doc-${side}`;
  return {
    block: id,
    label: `${id}-label`,
    hint: `${id}-hint`,
    file: `${id}-file`,
    preview: `${id}-preview`,
    /** Shown instead of the preview when the browser cannot decode the photo's format. */
    standIn: `${id}-stand-in`,
    fileName: `${id}-file-name`,
    fileSize: `${id}-file-size`,
    change: `${id}-change`,
    camera: `${id}-camera`,
    panel: `${id}-panel`,
    video: `${id}-video`,
    shoot: `${id}-shoot`,
    cancel: `${id}-cancel`,
    error: `${id}-error`,
  };
};

export type SideIds = ReturnType<typeof sideIds>;
