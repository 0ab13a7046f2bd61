// Test-only: a low-risk person, transaction and device that no rule fires on but rule 24, which
// records the verified phone and scores nothing. Tests copy one and change a single fact, so
// each expectation names one rule.
import type { Buyer } from '../../api/checkoutBuyer.js';
import type {
  BehaviorBiometrics,
  Device,
  RiskRequestA,
  RiskRequestB,
} from '../../api/customers.js';
import { buildDeviceRecord } from './device.js';
import type { RiskSubject } from './subject.js';

export const NOW = new Date('2026-11-22T10:00:00.000Z');
export const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_KEY = '0b6f0c2e-6a58-4d8e-9f3a-1c2d3e4f5a6b';
export const CUSTOMER_ID = 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b';
export const CHROME_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export const address = () => ({
  street1: '1 Main St',
  city: 'San Francisco',
  regionCode: 'CA',
  postalCode: '94105',
  countryCode: 'US',
});

export const bank = () => ({
  accountNumber: '000123456789',
  routingNumber: '011401533',
  accountType: 'checking' as const,
  balance: 100_000,
  balanceCurrencyCode: 'USD',
});

export const lowRiskSubject = (): RiskSubject => ({
  customerId: CUSTOMER_ID,
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-12-10',
  emailAddress: 'ada@example.com',
  isEmailVerified: true,
  phone: '+1 555 010 0100',
  isPhoneVerified: true,
  taxId: '123456789',
  address: address(),
  createdAtMillis: NOW.getTime() - 30 * DAY_MS,
  personalInfo: [
    {
      source: 'id_verification',
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1990-12-10',
    },
  ],
  transaction: { id: SESSION_KEY, amount: 500, currencyCode: 'USD', bank: bank() },
});

export const lowRiskRequestA = (): RiskRequestA => ({
  flow: 'checkout',
  sessionKey: SESSION_KEY,
  customer: {
    id: CUSTOMER_ID,
    taxId: '123456789',
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1990-12-10',
    address: address(),
    transaction: {
      id: SESSION_KEY,
      createdAtMillis: NOW.getTime(),
      amount: 500,
      itemCategory: 'nft',
      actionType: 'buy',
      currencyCode: 'USD',
      paymentMethod: { type: 'crypto', bank: bank() },
    },
    emailAddress: 'ada@example.com',
    isEmailVerified: true,
    phone: '+1 555 010 0100',
    isPhoneVerified: true,
    createdAtMills: NOW.getTime() - 30 * DAY_MS,
    personalInfo: [
      {
        source: 'id_verification',
        firstName: 'Ada',
        lastName: 'Lovelace',
        dateOfBirth: '1990-12-10',
      },
    ],
  },
});

export const lowRiskRequestB = (): RiskRequestB => ({
  flow: { id: 'f1', name: 'payment', type: 'payment' },
  sessionKey: 'session-1',
  customer: {
    id: CUSTOMER_ID,
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1990-12-10',
    emailAddress: 'ada@example.com',
    phone: '+1 555 010 0100',
    address: address(),
  },
});

export const buyer = (): Buyer => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-12-10',
  emailAddress: 'ada@example.com',
  phone: '+1 555 010 0100',
  address: address(),
});

export function deviceWith(
  behaviorBiometrics?: BehaviorBiometrics,
  userAgent = CHROME_UA,
  sessionKey = SESSION_KEY,
): Device {
  return buildDeviceRecord({
    sessionKey,
    data: behaviorBiometrics ? { behaviorBiometrics } : {},
    userAgent,
    ip: '127.0.0.1',
    now: NOW,
  });
}

export const ANDROID_EMULATOR_UA =
  'Mozilla/5.0 (Linux; Android 14; sdk_gphone64_x86_64 Build/UE1A.230829.036) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
