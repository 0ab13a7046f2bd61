import { describe, expect, it } from 'vitest';
import { type StepInput, stepFor } from './screen.js';

const base: StepInput = {
  fatalCode: undefined,
  loaded: true,
  early: false,
  status: 'Draft',
  retrying: false,
  timeUp: false,
  formStep: 'payment',
};

describe('stepFor', () => {
  it.each([
    [{ loaded: false }, 'loading'],
    [{ loaded: false, early: true }, 'payment'],
    [{ loaded: false, early: true, fatalCode: 'UNAUTHORIZED' }, 'error'],
    [{}, 'payment'],
    [{ timeUp: true }, 'expired'],
    [{ status: 'Processing' }, 'processing'],
    [{ status: 'Processed' }, 'processed'],
    [{ status: 'Complete' }, 'complete'],
    [{ status: 'Declined' }, 'declined'],
    [{ status: 'Declined', retrying: true }, 'payment'],
    [{ status: 'Cancelled' }, 'cancelled'],
    [{ status: 'Refunded' }, 'cancelled'],
    [{ status: 'Expired' }, 'expired'],
    [{ fatalCode: 'NETWORK' }, 'error'],
    [{ fatalCode: 'EXPIRED', loaded: false }, 'expired'],
  ] as const)('%j → %s', (over, step) => {
    expect(stepFor({ ...base, ...over })).toBe(step);
  });
});
