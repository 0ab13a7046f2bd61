/** The three bank aggregators, the spec's placeholder resolved (product-notes). */
export const BANK_AGGREGATORS = ['plaid', 'yodlee', 'finicity'] as const;
