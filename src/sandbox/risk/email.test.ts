import { describe, expect, it } from 'vitest';
import {
  DISPOSABLE_EMAIL_DOMAINS,
  emailModifier,
  isDisposableEmail,
  isFraudFlaggedEmail,
} from './email.js';

describe('emailModifier', () => {
  it.each([
    ['a+low-risk@x.com', 'low'],
    ['a-low-risk@x.com', 'low'],
    ['a+medium-risk@x.com', 'medium'],
    ['a-medium-risk@x.com', 'medium'],
    ['a+high-risk@x.com', 'high'],
    ['a-high-risk@x.com', 'high'],
    ['a+very-high-risk@x.com', 'very_high'],
    ['a-very-high-risk@x.com', 'very_high'],
    ['A+HIGH-RISK@X.COM', 'high'],
  ] as const)('%s → %s', (email, level) => {
    expect(emailModifier(email)).toBe(level);
  });

  it('lets the highest of several modifiers win', () => {
    expect(emailModifier('a+low-risk+high-risk@x.com')).toBe('high');
    expect(emailModifier('a+very-high-risk-low-risk@x.com')).toBe('very_high');
  });

  it('ignores look-alikes and the domain part', () => {
    expect(emailModifier('ada@example.com')).toBeUndefined();
    expect(emailModifier('a+high-risky@x.com')).toBeUndefined();
    expect(emailModifier('ahigh-risk@x.com')).toBeUndefined();
    expect(emailModifier('a+extreme-risk@x.com')).toBeUndefined();
    expect(emailModifier('a@x+high-risk.com')).toBeUndefined();
  });
});

describe('isDisposableEmail', () => {
  it.each(DISPOSABLE_EMAIL_DOMAINS.map((d) => [d]))('flags %s', (domain) => {
    expect(isDisposableEmail(`a@${domain}`)).toBe(true);
  });

  it('flags subdomains and any case, not look-alike domains', () => {
    expect(isDisposableEmail('a@eu.Mailinator.COM')).toBe(true);
    expect(isDisposableEmail('a@notmailinator.com')).toBe(false);
    expect(isDisposableEmail('mailinator.com@example.com')).toBe(false);
    expect(isDisposableEmail('no-at-sign')).toBe(false);
  });
});

describe('isFraudFlaggedEmail', () => {
  it('needs the +fraud or -fraud tag in the local part', () => {
    expect(isFraudFlaggedEmail('a+fraud@x.com')).toBe(true);
    expect(isFraudFlaggedEmail('a-FRAUD@x.com')).toBe(true);
    expect(isFraudFlaggedEmail('antifraud@x.com')).toBe(false);
    expect(isFraudFlaggedEmail('a+fraudulent@x.com')).toBe(false);
    expect(isFraudFlaggedEmail('a@x-fraud.com')).toBe(false);
  });
});
