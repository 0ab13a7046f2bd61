import { ageOn, MINIMUM_AGE } from '../../api/buyerRules.js';
import type { RiskLevel } from '../../api/customers.js';
import { TEST_SSNS } from '../../api/taxId.js';
import { isAddressValid, isPoBox } from './address.js';
import { isRoutingNumberValid } from './bankFacts.js';
import { emailModifier, isDisposableEmail, isFraudFlaggedEmail } from './email.js';
import {
  disagreesWithThirdParty,
  isBirthDateInFuture,
  isNewCustomer,
  isSanctionedName,
  MAX_PLAUSIBLE_AGE,
} from './person.js';
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

function age({ subject, now }: RuleContext): number | undefined {
  return subject.dateOfBirth === undefined ? undefined : ageOn(subject.dateOfBirth, now);
}

export const CUSTOMER_RULES: readonly RuleDefinition[] = [
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
  {
    id: 30,
    name: `Customer younger than ${MINIMUM_AGE}`,
    checkpoint: 'customer',
    group: 'identity',
    points: 1000,
    isLive: true,
    isAllowlisted: false,
    fires: (c) => {
      const years = age(c);
      return years !== undefined && years >= 0 && years < MINIMUM_AGE;
    },
  },
  {
    id: 31,
    name: 'Implausible date of birth',
    checkpoint: 'customer',
    group: 'identity',
    points: 500,
    isLive: true,
    isAllowlisted: false,
    fires: (c) => {
      const years = age(c);
      const dob = c.subject.dateOfBirth;
      return (
        years !== undefined &&
        dob !== undefined &&
        (isBirthDateInFuture(dob, c.now) || years > MAX_PLAUSIBLE_AGE)
      );
    },
  },
  {
    id: 32,
    name: 'Name on the sandbox sanctions list',
    checkpoint: 'customer',
    group: 'identity',
    points: 1000,
    isLive: true,
    isAllowlisted: false,
    fires: ({ subject }) =>
      subject.firstName !== undefined &&
      subject.lastName !== undefined &&
      isSanctionedName(subject.firstName, subject.lastName),
  },
  {
    id: 33,
    name: 'PO box address',
    checkpoint: 'customer',
    group: 'address',
    points: 250,
    isLive: true,
    isAllowlisted: false,
    fires: ({ subject }) => subject.address !== undefined && isPoBox(subject.address),
  },
  {
    id: 34,
    name: 'Address incomplete or postal code not valid for the country',
    checkpoint: 'customer',
    group: 'address',
    points: 150,
    isLive: true,
    isAllowlisted: false,
    fires: ({ subject }) => subject.address !== undefined && !isAddressValid(subject.address),
  },
  {
    id: 35,
    name: 'Name or birth date differs from a third-party verification',
    checkpoint: 'customer',
    group: 'identity',
    points: 500,
    isLive: true,
    isAllowlisted: false,
    fires: ({ subject }) => disagreesWithThirdParty(subject),
  },
  {
    id: 36,
    name: 'Tax id on the sandbox high-risk list',
    checkpoint: 'customer',
    group: 'identity',
    points: 500,
    isLive: true,
    isAllowlisted: false,
    fires: ({ subject }) => subject.taxId === TEST_SSNS.high,
  },
  {
    id: 37,
    name: 'Tax id on the sandbox very-high-risk list',
    checkpoint: 'customer',
    group: 'identity',
    points: 1000,
    isLive: true,
    isAllowlisted: false,
    fires: ({ subject }) => subject.taxId === TEST_SSNS.veryHigh,
  },
  {
    // Recorded, not scored: the engine lowers a medium or high decision to low for it.
    id: 38,
    name: 'Identity document verified',
    checkpoint: 'customer',
    group: 'identity',
    points: 0,
    isLive: true,
    isAllowlisted: true,
    reasonCode: 'IDV',
    fires: ({ subject }) => subject.isDocumentVerified === true,
  },
  {
    id: 40,
    name: 'Customer created less than 24 hours ago',
    checkpoint: 'customer',
    group: 'history',
    points: 100,
    isLive: true,
    isAllowlisted: false,
    reasonCode: 'HST',
    fires: ({ subject, now }) => isNewCustomer(subject, now),
  },
  {
    id: 50,
    name: 'Bank routing number fails its checksum',
    checkpoint: 'customer',
    group: 'purchase',
    points: 500,
    isLive: true,
    isAllowlisted: false,
    fires: ({ subject }) => {
      const bank = subject.transaction?.bank;
      return bank !== undefined && !isRoutingNumberValid(bank.routingNumber);
    },
  },
];
