import { describe, expect, it } from 'vitest';
import { subjectFromBuyer, subjectFromRequest } from './subject.js';
import { bank, buyer, lowRiskRequestA, lowRiskRequestB, lowRiskSubject } from './testSubjects.js';

describe('subjectFromRequest', () => {
  it('reads shape A whole, createdAtMills included', () => {
    expect(subjectFromRequest(lowRiskRequestA())).toEqual(lowRiskSubject());
  });

  it('reads shape B, its opaque transaction in shape A’s layout', () => {
    const request = lowRiskRequestB();
    request.customer.createdAtMillis = 5;
    request.transaction = {
      id: 't1',
      amount: 42,
      currencyCode: 'USD',
      paymentMethod: { type: 'crypto', bank: bank() },
    };
    const subject = subjectFromRequest(request);
    expect(subject.createdAtMillis).toBe(5);
    expect(subject.transaction).toEqual({
      id: 't1',
      amount: 42,
      currencyCode: 'USD',
      bank: bank(),
    });
  });

  it('drops members of the wrong type instead of trusting them', () => {
    const request = lowRiskRequestB();
    request.transaction = {
      id: 7,
      amount: '100',
      currencyCode: null,
      paymentMethod: { bank: { ...bank(), balance: 'lots' } },
    };
    expect(subjectFromRequest(request).transaction).toEqual({
      id: undefined,
      amount: undefined,
      currencyCode: undefined,
      bank: undefined,
    });
    request.transaction = { amount: Number.POSITIVE_INFINITY, paymentMethod: [] };
    expect(subjectFromRequest(request).transaction?.amount).toBeUndefined();
    expect(subjectFromRequest({ ...request, transaction: undefined }).transaction).toBeUndefined();
  });
});

describe('subjectFromBuyer', () => {
  it('leaves verification unknown: the widget does not tell', () => {
    const subject = subjectFromBuyer(buyer());
    expect(subject.isEmailVerified).toBeUndefined();
    expect(subject.isPhoneVerified).toBeUndefined();
    expect(subject.taxId).toBeUndefined();
    expect(subject).toMatchObject({ firstName: 'Ada', emailAddress: 'ada@example.com' });
  });

  it('takes what the buyer checks found: the verified phone and the tax id', () => {
    const subject = subjectFromBuyer(buyer(), 'user-1', {
      isPhoneVerified: true,
      taxId: '123456789',
    });
    expect(subject).toMatchObject({
      customerId: 'user-1',
      isPhoneVerified: true,
      taxId: '123456789',
    });
  });
});

describe('subjectFromRequest: the tax id of shape A', () => {
  it('reads nine digits as an SSN and anything else as no SSN', () => {
    const request = lowRiskRequestA();
    request.customer.taxId = '123-45-6789';
    expect(subjectFromRequest(request).taxId).toBeUndefined();
    request.customer.taxId = 'DE123456789';
    expect(subjectFromRequest(request).taxId).toBeUndefined();
  });
});
