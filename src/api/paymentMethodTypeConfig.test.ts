// paymentMethodTypeConfig of the client-token request: the interface's five types, and the
// wallets beside them (docs/decisions.md, "Wallets in paymentMethodTypeConfig").
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_TYPES, paymentMethodTypeConfigSchema } from './clientTokens.js';
import { failingPaths, messagesOf } from './testing/schemaCheck.js';

describe('paymentMethodTypeConfig', () => {
  const paths = (value: unknown) => failingPaths(paymentMethodTypeConfigSchema, value);

  it('accepts every payment method type', () => {
    expect(PAYMENT_METHOD_TYPES).toEqual([
      'us_debit',
      'us_credit',
      'international_debit',
      'international_credit',
      'ach',
    ]);
    for (const type of PAYMENT_METHOD_TYPES) {
      expect(paths({ enabled: [type], default: type })).toEqual([]);
    }
  });

  it('refuses an unknown type', () => {
    expect(paths({ enabled: ['us_debit', 'paypal'] })).toEqual(['enabled.1']);
    expect(paths({ enabled: ['us_debit'], default: 'card' })).toEqual(['default']);
  });

  it('the default must be one of the enabled types', () => {
    expect(paths({ enabled: ['us_debit', 'ach'], default: 'ach' })).toEqual([]);
    expect(paths({ enabled: ['us_debit'], default: 'ach' })).toEqual(['default']);
    expect(
      messagesOf(paymentMethodTypeConfigSchema, { enabled: ['ach'], default: 'us_debit' }),
    ).toBe('default default must be one of the enabled types');
  });

  it('enabled may list wallets beside a card or bank type; a wallet is never the default', () => {
    expect(paths({ enabled: ['apple_pay', 'google_pay', 'us_debit'] })).toEqual([]);
    expect(paths({ enabled: ['google_pay', 'ach'], default: 'ach' })).toEqual([]);
    expect(paths({ enabled: ['apple_pay'] })).toEqual(['enabled']);
    expect(
      messagesOf(paymentMethodTypeConfigSchema, { enabled: ['apple_pay', 'google_pay'] }),
    ).toBe(
      'enabled enabled must list a card or bank type besides wallets (e.g. "us_debit"): a buyer whose browser offers no wallet pays with it',
    );
    expect(paths({ enabled: ['apple_pay', 'us_debit'], default: 'apple_pay' })).toEqual([
      'default',
    ]);
    expect(paths({ enabled: ['apple_pay', 'apple_pay', 'ach'] })).toEqual(['enabled']);
  });

  it('enabled lists at least one type, once each; default is optional', () => {
    expect(paths({ enabled: ['ach'] })).toEqual([]);
    expect(paths({ enabled: [] })).toEqual(['enabled']);
    expect(paths({ enabled: ['ach', 'ach'] })).toEqual(['enabled']);
    expect(paths({ default: 'ach' })).toEqual(['enabled']);
  });
});
