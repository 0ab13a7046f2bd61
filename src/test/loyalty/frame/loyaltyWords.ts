// Test-only: the loyalty card frame's words, a section of its own in the frames' shape.
export const LOYALTY_WORDS = {
  loyalty: {
    title: 'Loyalty card',
    label: 'Loyalty card number',
    hint: '10 digits, on the back of the card',
    outside: 'This loyalty card form works only inside the checkout.',
  },
};

export type LoyaltyKey = `loyalty.${keyof (typeof LOYALTY_WORDS)['loyalty']}`;
