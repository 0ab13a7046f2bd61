import { cardFrameStrings } from './strings.js';

/** The card frame's fields: ids, labels and autofill hints, shared by the page and the app. */
export const FIELDS = {
  number: {
    id: 'nftc-number',
    label: cardFrameStrings.labels.number,
    autocomplete: 'cc-number',
    maxLength: 23,
  },
  expiry: {
    id: 'nftc-expiry',
    label: cardFrameStrings.labels.expiry,
    autocomplete: 'cc-exp',
    maxLength: 7,
  },
  cvc: {
    id: 'nftc-cvc',
    label: cardFrameStrings.labels.cvc,
    autocomplete: 'cc-csc',
    maxLength: 4,
  },
} as const;

export type FieldName = keyof typeof FIELDS;

export const FIELD_NAMES = Object.keys(FIELDS) as FieldName[];
export const FORM_ID = 'nftc-card-form';
export const BRAND_ID = 'nftc-brand';
export const errorId = (name: FieldName) => `${FIELDS[name].id}-error`;
