/** The tax-id frame's form: main.ts tells the frames apart by it. */
export const TAX_ID_FORM_ID = 'nftc-tax-id-form';

/** The ids of its one field, its hint and its error, shared by the page and the app. */
export const TAX_ID_FIELD = {
  id: 'nftc-tax-id',
  hintId: 'nftc-tax-id-hint',
  errorId: 'nftc-tax-id-error',
} as const;
