// The checkout's steps as its root names them (`data-step`), the heading each shows, and how
// long a spec waits for an outcome.

export const STEPS = [
  'loading',
  'details',
  'phone',
  'taxId',
  'document',
  'payment',
  'review',
  'processing',
  'processed',
  'complete',
  'declined',
  'cancelled',
  'expired',
  'error',
] as const;
export type Step = (typeof STEPS)[number];

/** The h2 each step shows (the widget moves focus to it). */
export const STEP_HEADINGS: Partial<Record<Step, string>> = {
  details: 'Your details',
  phone: 'Verify your phone',
  taxId: 'Social Security number',
  document: 'Confirm your identity',
  payment: 'Payment method',
  review: 'Review and pay',
  processing: 'Processing payment',
  processed: 'Payment received',
  complete: 'Purchase complete',
  declined: 'Payment declined',
  cancelled: 'Order cancelled',
  expired: 'Checkout expired',
  error: 'Something went wrong',
};

export const TERMINAL_TIMEOUT = 20_000;
