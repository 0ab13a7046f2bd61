import { isBalanceBelowAmount, isBalanceInOtherCurrency } from './bankFacts.js';
import { isNewCustomer } from './person.js';
import type { RuleContext, RuleDefinition } from './rule.js';

/** Amounts at or above this are reported under anti-money-laundering rules (US CTR threshold). */
export const AML_AMOUNT = 10_000;
/** Purchases above this get a closer look at the payment checkpoint. */
export const LARGE_PURCHASE_AMOUNT = 5_000;

const amount = ({ subject }: RuleContext) => subject.transaction?.amount;

/** Rules of the onboarding, login, aml, aml_bank, payment and ach checkpoints. */
export const FLOW_RULES: readonly RuleDefinition[] = [
  {
    id: 70,
    name: 'New customer with an unverified email or phone',
    checkpoint: 'onboarding',
    group: 'other',
    points: 250,
    isLive: true,
    isAllowlisted: false,
    fires: ({ subject, now }) =>
      isNewCustomer(subject, now) &&
      (subject.isEmailVerified === false || subject.isPhoneVerified === false),
  },
  {
    id: 75,
    name: 'Neither email nor phone verified at login',
    checkpoint: 'login',
    group: 'other',
    points: 250,
    isLive: true,
    isAllowlisted: false,
    fires: ({ subject }) => subject.isEmailVerified === false && subject.isPhoneVerified === false,
  },
  {
    id: 80,
    name: `Transaction of ${AML_AMOUNT} or more`,
    checkpoint: 'aml',
    group: 'other',
    points: 500,
    isLive: true,
    isAllowlisted: false,
    fires: (c) => (amount(c) ?? 0) >= AML_AMOUNT,
  },
  {
    id: 85,
    name: 'Bank balance held in another currency than the transaction',
    checkpoint: 'aml_bank',
    group: 'other',
    points: 250,
    isLive: true,
    isAllowlisted: false,
    fires: ({ subject }) =>
      subject.transaction !== undefined && isBalanceInOtherCurrency(subject.transaction),
  },
  {
    id: 90,
    name: `Purchase above ${LARGE_PURCHASE_AMOUNT}`,
    checkpoint: 'payment',
    group: 'other',
    points: 250,
    isLive: true,
    isAllowlisted: false,
    fires: (c) => (amount(c) ?? 0) > LARGE_PURCHASE_AMOUNT,
  },
  {
    id: 95,
    name: 'Bank balance below the transaction amount',
    checkpoint: 'ach',
    group: 'other',
    points: 500,
    isLive: true,
    isAllowlisted: false,
    fires: ({ subject }) =>
      subject.transaction !== undefined && isBalanceBelowAmount(subject.transaction),
  },
];
