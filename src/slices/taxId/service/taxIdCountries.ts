/** Countries whose buyers give a tax id when the merchant's tax-id check is on. */
export const TAX_ID_COUNTRIES = ['US'] as const;
