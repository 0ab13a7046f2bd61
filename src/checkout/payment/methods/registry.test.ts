import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_TYPES } from '../../../api/clientTokens.js';
import { PAYMENT_METHODS } from './index.js';

describe('payment method registry', () => {
  it('gives each method its own id and a buyer-visible label', () => {
    const ids = PAYMENT_METHODS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of PAYMENT_METHODS) expect(entry.label.trim()).not.toBe('');
  });

  it('covers every payment method type of the interface with exactly one method', () => {
    for (const type of PAYMENT_METHOD_TYPES) {
      const covering = PAYMENT_METHODS.filter((entry) => entry.covers(type)).map((e) => e.id);
      expect(covering, type).toHaveLength(1);
    }
  });

  it('offers a method exactly when a type it covers is enabled', () => {
    for (const type of PAYMENT_METHOD_TYPES) {
      const offered = PAYMENT_METHODS.filter((entry) => entry.offered([type])).map((e) => e.id);
      const covering = PAYMENT_METHODS.filter((entry) => entry.covers(type)).map((e) => e.id);
      expect(offered, type).toEqual(covering);
    }
    expect(PAYMENT_METHODS.filter((entry) => entry.offered([]))).toEqual([]);
  });

  it('loads each method view as a module with a View component', async () => {
    for (const entry of PAYMENT_METHODS) {
      const module = await entry.load();
      expect(typeof module.View).toBe('function');
    }
  });
});
