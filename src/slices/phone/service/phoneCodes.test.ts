import { describe, expect, it } from 'vitest';
import { normalisePhone } from '../../../api/formats.js';
import {
  createPhoneCodeBook,
  isReturningBuyerPhone,
  isTestPhone,
  PHONE_CODE_RULES,
  testPhoneCode,
} from './phoneCodes.js';

const M = 'merchant-1';
const TEST_PHONE = '+1 99 555 0100';
const REAL_PHONE = '+44 20 7946 0958';
const book = () => createPhoneCodeBook({ randomCode: () => '482913' });

describe('phone codes', () => {
  it('knows test phones and compares phones without their spaces and dashes', () => {
    expect(isTestPhone('+1 99-555 0100')).toBe(true);
    expect(isTestPhone('+1 555 0100')).toBe(false);
    expect(normalisePhone('+1 99-555 0100')).toBe('+1995550100');
  });

  it("gives a test phone its number's last six digits, any other phone a random code", () => {
    const codes = book();
    const test = codes.send(M, TEST_PHONE, 0);
    expect(test).toMatchObject({ ok: true, code: '550100', test: true });
    const real = codes.send(M, REAL_PHONE, 0);
    expect(real).toMatchObject({ ok: true, code: '482913', test: false });
  });

  it('accepts the right code once, and remembers the phone as verified for 30 days', () => {
    const codes = book();
    codes.send(M, TEST_PHONE, 0);
    expect(codes.isVerified(M, TEST_PHONE, 1)).toBe(false);
    expect(codes.check(M, TEST_PHONE, '550100', 1_000)).toEqual({ ok: true });
    // Single use: the same code again finds no code.
    expect(codes.check(M, TEST_PHONE, '550100', 2_000)).toEqual({ ok: false, reason: 'NO_CODE' });
    expect(codes.isVerified(M, '+199-555-0100', 2_000)).toBe(true);
    expect(codes.isVerified('merchant-2', TEST_PHONE, 2_000)).toBe(false);
    expect(codes.isVerified(M, TEST_PHONE, 1_000 + PHONE_CODE_RULES.verifiedForMs)).toBe(false);
  });

  it('refuses an expired code, and a code never sent', () => {
    const codes = book();
    expect(codes.check(M, TEST_PHONE, '550100', 0)).toEqual({ ok: false, reason: 'NO_CODE' });
    codes.send(M, TEST_PHONE, 0);
    expect(codes.check(M, TEST_PHONE, '550100', PHONE_CODE_RULES.ttlMs)).toEqual({
      ok: false,
      reason: 'EXPIRED',
    });
  });

  it('lets a new code be asked for only after the cooldown', () => {
    const codes = book();
    codes.send(M, TEST_PHONE, 0);
    expect(codes.send(M, TEST_PHONE, 29_999)).toEqual({
      ok: false,
      reason: 'COOLDOWN',
      retryAt: PHONE_CODE_RULES.resendAfterMs,
    });
    expect(codes.send(M, TEST_PHONE, 30_000)).toMatchObject({ ok: true });
  });

  it('locks the phone for 15 minutes after five wrong codes, then starts again', () => {
    const codes = book();
    codes.send(M, TEST_PHONE, 0);
    for (let left = 4; left >= 1; left--) {
      expect(codes.check(M, TEST_PHONE, '000000', 10)).toEqual({
        ok: false,
        reason: 'WRONG',
        attemptsLeft: left,
      });
    }
    const lockedUntil = 10 + PHONE_CODE_RULES.lockMs;
    expect(codes.check(M, TEST_PHONE, '000000', 10)).toEqual({
      ok: false,
      reason: 'LOCKED',
      retryAt: lockedUntil,
    });
    // Locked: even the right code, and a new code, are refused until the lock ends.
    expect(codes.check(M, TEST_PHONE, '550100', 20)).toMatchObject({ reason: 'LOCKED' });
    expect(codes.send(M, TEST_PHONE, 40_000)).toMatchObject({ ok: false, reason: 'LOCKED' });
    expect(codes.send(M, TEST_PHONE, lockedUntil)).toMatchObject({ ok: true });
    expect(codes.check(M, TEST_PHONE, '550100', lockedUntil + 1)).toEqual({ ok: true });
  });

  it('keeps at most its cap of phones per merchant, refusing new ones past it', () => {
    const codes = book();
    for (let i = 0; i < PHONE_CODE_RULES.maxPhonesPerMerchant; i++) {
      codes.send(M, `+1 555 ${String(i).padStart(7, '0')}`, 0);
    }
    expect(codes.send(M, '+1 99 100 0000', 0)).toEqual({
      ok: false,
      reason: 'CAPACITY',
      retryAt: null,
    });
    // Another merchant's buyers are not affected.
    expect(codes.send('merchant-2', TEST_PHONE, 0)).toMatchObject({ ok: true });
  });

  it('counts a +1 990 phone as a returning buyer: verified for every merchant, no code sent', () => {
    const codes = book();
    const returning = '+1 990 555 0100';
    expect(isReturningBuyerPhone(returning)).toBe(true);
    expect(isReturningBuyerPhone(TEST_PHONE)).toBe(false);
    expect(codes.isVerified(M, returning, 0)).toBe(true);
    expect(codes.isVerified('merchant-2', '+1990-555-0100', 0)).toBe(true);
    expect(codes.send(M, returning, 0)).toEqual({ ok: false, reason: 'VERIFIED' });
    expect(codes.check(M, returning, '550100', 0)).toEqual({ ok: false, reason: 'NO_CODE' });
  });

  it('answers a phone verified by its code as verified instead of sending another', () => {
    const codes = book();
    codes.send(M, TEST_PHONE, 0);
    codes.check(M, TEST_PHONE, testPhoneCode(TEST_PHONE), 1);
    expect(codes.send(M, TEST_PHONE, 60_000)).toEqual({ ok: false, reason: 'VERIFIED' });
    // Another merchant's buyer has to verify it again.
    expect(codes.send('merchant-2', TEST_PHONE, 60_000)).toMatchObject({ ok: true });
  });

  it('sends one phone at most five codes an hour', () => {
    const codes = book();
    const gap = PHONE_CODE_RULES.resendAfterMs;
    for (let i = 0; i < PHONE_CODE_RULES.maxSendsPerWindow; i++) {
      expect(codes.send(M, TEST_PHONE, i * gap)).toMatchObject({ ok: true });
    }
    const sixth = PHONE_CODE_RULES.maxSendsPerWindow * gap;
    expect(codes.send(M, TEST_PHONE, sixth)).toEqual({
      ok: false,
      reason: 'RATE_LIMITED',
      retryAt: PHONE_CODE_RULES.sendWindowMs,
    });
    expect(codes.send(M, REAL_PHONE, sixth)).toMatchObject({ ok: true });
    expect(codes.send(M, TEST_PHONE, PHONE_CODE_RULES.sendWindowMs)).toMatchObject({ ok: true });
  });

  it('lets phones with nothing live make way for new ones once the merchant is full', () => {
    const codes = book();
    for (let i = 0; i < PHONE_CODE_RULES.maxPhonesPerMerchant; i++) {
      codes.send(M, `+1 555 ${String(i).padStart(7, '0')}`, 0);
    }
    // An hour on, every code has expired and left the hourly count.
    expect(codes.send(M, TEST_PHONE, PHONE_CODE_RULES.sendWindowMs)).toMatchObject({ ok: true });
  });
});
