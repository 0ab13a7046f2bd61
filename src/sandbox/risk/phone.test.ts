import { describe, expect, it } from 'vitest';
import { isTestPhone, phoneCarrier, phoneCountries, phoneDigits, phoneLineType } from './phone.js';

describe('phone facts', () => {
  it('keeps digits only', () => {
    expect(phoneDigits('+1 (555) 010-0100')).toBe('15550100100');
  });

  it('knows the +1 99 test numbers, with or without separators', () => {
    expect(isTestPhone('+1 99 555 0100')).toBe(true);
    expect(isTestPhone('+199-5550-100')).toBe(true);
    expect(isTestPhone('+1 909 555 0100')).toBe(false);
    expect(isTestPhone('+99 1555 0100')).toBe(false);
  });

  it('finds the countries of the calling code, longest code first', () => {
    expect(phoneCountries('+1 555 0100 100')).toContain('US');
    expect(phoneCountries('+1 555 0100 100')).toContain('CA');
    expect(phoneCountries('+44 20 7946 0958')).toEqual(['GB', 'GG', 'JE', 'IM']);
    expect(phoneCountries('+353 1 555 0100')).toEqual(['IE']);
    expect(phoneCountries('+358 9 555 0100')).toEqual(['FI']);
    expect(phoneCountries('+7 495 555 0100')).toEqual(['RU', 'KZ']);
    expect(phoneCountries('+299 555 010')).toEqual([]);
  });

  it('tells line type and carrier', () => {
    expect([phoneLineType('+1 99 555 0100'), phoneCarrier('+1 99 555 0100')]).toEqual([
      'Mobile',
      'Sandbox Wireless',
    ]);
    expect([phoneLineType('+1 500 555 0100'), phoneCarrier('+1 500 555 0100')]).toEqual([
      'NonFixedVoIP',
      'Sandbox VoIP',
    ]);
    expect([phoneLineType('+44 500 555 010'), phoneCarrier('+44 500 555 010')]).toEqual([
      'Unknown',
      'Unknown',
    ]);
  });
});
