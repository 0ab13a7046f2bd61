// The customer checkpoint's rules on who the buyer is: age, name, tax id and identity document,
// the address, how new the customer is, and the bank account of the purchase.
import { ageOn, MINIMUM_AGE } from '../../api/buyerRules.js';
import { TEST_SSNS } from '../../api/ssn.js';
import { isAddressValid, isPoBox } from './address.js';
import { isRoutingNumberValid } from './bankFacts.js';
import {
  disagreesWithThirdParty,
  isBirthDateInFuture,
  isNewCustomer,
  isSanctionedName,
  MAX_PLAUSIBLE_AGE,
} from './person.js';
import type { RuleContext, RuleDefinition } from './rule.js';

function age({ subject, now }: RuleContext): number | undefined {
  return subject.dateOfBirth === undefined ? undefined : ageOn(subject.dateOfBirth, now);
}

export const PERSON_RULES: readonly RuleDefinition[] = [
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
    // Recorded, not scored: the assessment lowers a medium or high decision to low for it.
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
