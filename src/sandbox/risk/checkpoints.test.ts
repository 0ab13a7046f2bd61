import { describe, expect, it } from 'vitest';
import { CHECKPOINT_NAMES } from '../../api/customers.js';
import { selectCheckpoints } from './checkpoints.js';

describe('selectCheckpoints', () => {
  it('defaults to customer, plus device when the session has device data', () => {
    expect(selectCheckpoints(undefined, false)).toEqual({ ok: true, checkpoints: ['customer'] });
    expect(selectCheckpoints([], true)).toEqual({ ok: true, checkpoints: ['customer', 'device'] });
  });

  it('runs exactly the listed ones, once each, in catalogue order, device data or not', () => {
    expect(selectCheckpoints(['payment', 'customer', 'payment'], true)).toEqual({
      ok: true,
      checkpoints: ['customer', 'payment'],
    });
    expect(selectCheckpoints([...CHECKPOINT_NAMES].reverse(), false)).toEqual({
      ok: true,
      checkpoints: [...CHECKPOINT_NAMES],
    });
  });

  it('names unknown checkpoints (case-sensitive) and a missing customer', () => {
    const result = selectCheckpoints(['customer', 'Login', 'kyc', 'kyc'], false);
    expect(result).toEqual({
      ok: false,
      unknownCheckpoints: ['Login', 'kyc'],
      missingCheckpoints: [],
      message: expect.stringContaining('unknown checkpoints: Login, kyc'),
    });
    const missing = selectCheckpoints(['device', 'aml'], true);
    expect(missing).toMatchObject({
      ok: false,
      unknownCheckpoints: [],
      missingCheckpoints: ['customer'],
    });
    expect(!missing.ok && missing.message).toContain('customer must be listed');
    expect(!missing.ok && missing.message).toContain(CHECKPOINT_NAMES.join(', '));
  });
});
