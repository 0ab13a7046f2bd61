/** The card frame's fields: ids, label keys and autofill hints, shared by the page and the app. */
export const FIELDS = {
  number: {
    id: 'nftc-number',
    label: 'card.number',
    autocomplete: 'cc-number',
    maxLength: 23,
  },
  expiry: {
    id: 'nftc-expiry',
    label: 'card.expiry',
    autocomplete: 'cc-exp',
    maxLength: 7,
  },
  cvc: {
    id: 'nftc-cvc',
    label: 'card.cvc',
    autocomplete: 'cc-csc',
    maxLength: 4,
  },
} as const;

export type FieldName = keyof typeof FIELDS;

export const FIELD_NAMES = Object.keys(FIELDS) as FieldName[];
export const FORM_ID = 'nftc-card-form';
export const BRAND_ID = 'nftc-brand';
export const errorId = (name: FieldName) => `${FIELDS[name].id}-error`;
