// The customer checkpoint's rules on how the buyer is reached: the email (sandbox modifiers,
// disposable and flagged domains, verification) and the phone (verification, country, line).
import type { RiskLevel } from '../../api/customers.js';
import { emailModifier, isDisposableEmail, isFraudFlaggedEmail } from './email.js';
import { isTestPhone, phoneCountries, phoneLineType } from './phone.js';
import type { RuleContext, RuleDefinition } from './rule.js';

function modifierRule(id: number, level: RiskLevel, spelling: string): RuleDefinition {
  return {
    id,
    name: `Sandbox email modifier ${spelling}`,
    checkpoint: 'customer',
    group: 'modifier',
    points: 0,
    isLive: true,
    isAllowlisted: level === 'low',
    fires: ({ subject }) =>
      subject.emailAddress !== undefined && emailModifier(subject.emailAddress) === level,
  };
}

const email = ({ subject }: RuleContext) => subject.emailAddress;
const phone = ({ subject }: RuleContext) => subject.phone;

function countryMismatch({ subject }: RuleContext): boolean {
  const country = subject.address?.countryCode;
  if (subject.phone === undefined || country === undefined || isTestPhone(subject.phone)) {
    return false;
  }
  const countries = phoneCountries(subject.phone);
  return countries.length > 0 && !countries.includes(country);
}

export const CONTACT_RULES: readonly RuleDefinition[] = [
  modifierRule(1, 'low', '+low-risk'),
  modifierRule(2, 'medium', '+medium-risk'),
  modifierRule(3, 'high', '+high-risk'),
  modifierRule(4, 'very_high', '+very-high-risk'),
  {
    id: 10,
    name: 'Disposable email domain',
    checkpoint: 'customer',
    group: 'email',
    points: 500,
    isLive: true,
    isAllowlisted: false,
    fires: (c) => {
      const address = email(c);
      return address !== undefined && isDisposableEmail(address);
    },
  },
  {
    id: 11,
    name: 'Email reported as fraud by a network partner',
    checkpoint: 'customer',
    group: 'email',
    points: 600,
    isLive: true,
    isAllowlisted: false,
    reasonCode: 'EF1',
    fires: (c) => {
      const address = email(c);
      return address !== undefined && isFraudFlaggedEmail(address);
    },
  },
  {
    id: 12,
    name: 'Email address not verified',
    checkpoint: 'customer',
    group: 'email',
    points: 250,
    isLive: true,
    isAllowlisted: false,
    fires: ({ subject }) => subject.isEmailVerified === false,
  },
  {
    id: 20,
    name: 'Phone number not verified',
    checkpoint: 'customer',
    group: 'phone',
    points: 250,
    isLive: true,
    isAllowlisted: false,
    fires: ({ subject }) => subject.isPhoneVerified === false,
  },
  {
    id: 21,
    name: 'Phone country differs from address country',
    checkpoint: 'customer',
    group: 'phone',
    points: 250,
    isLive: true,
    isAllowlisted: false,
    fires: countryMismatch,
  },
  {
    id: 22,
    name: 'Phone on a non-fixed VoIP line',
    checkpoint: 'customer',
    group: 'phone',
    points: 250,
    isLive: true,
    isAllowlisted: false,
    reasonCode: 'POS',
    fires: (c) => {
      const number = phone(c);
      return number !== undefined && phoneLineType(number) === 'NonFixedVoIP';
    },
  },
  {
    id: 23,
    name: 'Sandbox test phone (+1 99)',
    checkpoint: 'customer',
    group: 'phone',
    points: 0,
    isLive: true,
    isAllowlisted: true,
    fires: (c) => {
      const number = phone(c);
      return number !== undefined && isTestPhone(number);
    },
  },
  {
    // Recorded, not scored: a verified phone vouches for the buyer (rule 20 is its opposite).
    id: 24,
    name: 'Phone number verified',
    checkpoint: 'customer',
    group: 'phone',
    points: 0,
    isLive: true,
    isAllowlisted: true,
    fires: ({ subject }) => subject.isPhoneVerified === true,
  },
];
