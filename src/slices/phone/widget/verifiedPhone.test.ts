import { describe, expect, it } from 'vitest';
import { checks, session } from '../../../checkout/testing/fixtures.js';
import { isPhoneVerified, phoneFact } from './verifiedPhone.js';

const number = '+19912345678';

describe('a phone the service knows as the buyer’s', () => {
  it('is one verified in this checkout, recorded as the phone step’s fact', () => {
    const fresh = session({ checks: checks({ phone: true, taxId: false }) });
    expect(isPhoneVerified(fresh, [], number)).toBe(false);
    expect(isPhoneVerified(fresh, [phoneFact(number)], number)).toBe(true);
    // Another step's fact with the same text is not a verified phone.
    expect(isPhoneVerified(fresh, [number, `email:${number}`], number)).toBe(false);
  });

  it('is the one the service remembers for this merchant, however it was written', () => {
    const returning = session({
      checks: checks({ phone: true, taxId: false, verifiedPhone: '+1 991 234 5678' }),
    });
    expect(isPhoneVerified(returning, [], number)).toBe(true);
    expect(isPhoneVerified(returning, [], '+19912345679')).toBe(false);
  });
});
