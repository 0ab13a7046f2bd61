import type { RiskLevel, RiskResponse } from '../../api/customers.js';
import { isAddressValid } from './address.js';
import type { Assessment } from './assessment.js';
import { scoreRules } from './checkpointRun.js';
import { isDisposableEmail } from './email.js';
import { levelFromScore } from './levels.js';
import { isTestPhone, phoneCarrier, phoneLineType } from './phone.js';
import type { RuleDefinition, RuleGroup } from './rule.js';

type CustomerRisk = RiskResponse['customer'];
type Signal = CustomerRisk['signals'][number];

/** Rules about the bank account, wherever their checkpoint: routing, currency, balance. */
const BANK_RULE_IDS = [50, 85, 95];

export function groupRules(rules: readonly RuleDefinition[], group: RuleGroup): RuleDefinition[] {
  return rules.filter((rule) => rule.group === group);
}

export function levelOf(rules: readonly RuleDefinition[]): RiskLevel {
  return levelFromScore(scoreRules(rules));
}

function codesOf(rules: readonly RuleDefinition[]): string[] {
  return rules.flatMap((rule) => (rule.reasonCode ? [rule.reasonCode] : []));
}

function signal(key: string, value: string, reasonCodes: string[] = []): Signal {
  return reasonCodes.length ? { key, value, reasonCodes } : { key, value };
}

/** The email level shown: the modifier when there is one, else the email rules' level. */
export function emailLevelOf(assessment: Assessment): RiskLevel {
  return assessment.modifier ?? levelOf(groupRules(assessment.customer.fired, 'email'));
}

/** customer.signals: facts about the data, each with the reason codes behind it. */
export function customerSignals(assessment: Assessment): Signal[] {
  const { subject } = assessment.context;
  const fired = assessment.customer.fired;
  const signals: Signal[] = [];
  if (subject.emailAddress !== undefined) {
    const email = groupRules(fired, 'email');
    signals.push(
      signal('emailDomainLevel', isDisposableEmail(subject.emailAddress) ? 'high' : 'low'),
    );
    signals.push(signal('emailLevel', emailLevelOf(assessment), codesOf(email)));
  }
  if (subject.phone !== undefined) {
    const phone = groupRules(fired, 'phone');
    signals.push(signal('phoneLevel', levelOf(phone), codesOf(phone)));
    signals.push(signal('phoneCarrier', phoneCarrier(subject.phone)));
    signals.push(signal('phoneLineType', phoneLineType(subject.phone)));
  }
  if (subject.address !== undefined) {
    const valid = isAddressValid(subject.address);
    signals.push(
      signal('addressRiskLevel', levelOf(groupRules(fired, 'address')), valid ? ['PNA'] : []),
    );
  }
  if (subject.transaction?.bank !== undefined) {
    const bank = assessment.facts.filter((rule) => BANK_RULE_IDS.includes(rule.id));
    signals.push(signal('bankLevel', levelOf(bank)));
  }
  signals.push(signal('manualReview', String(assessment.level === 'high')));
  return signals;
}

/** Reason codes of the rules that fired in the checkpoints run, then PNA for a valid address. */
export function customerReasonCodes(assessment: Assessment): string[] {
  const codes = codesOf(assessment.results.flatMap((r) => r.fired).sort((a, b) => a.id - b.id));
  const address = assessment.context.subject.address;
  if (address !== undefined && isAddressValid(address)) codes.push('PNA');
  return [...new Set(codes)];
}

/** Phone-identity match: only the sandbox's own test numbers are known to belong to the buyer. */
export function phoneIdentity(assessment: Assessment): CustomerRisk['phone'] {
  const phone = assessment.context.subject.phone;
  if (phone === undefined || !isTestPhone(phone)) return undefined;
  return {
    nameScore: 100,
    addressScore: 100,
    cityMatch: true,
    regionMatch: true,
    postalCodeMatch: true,
  };
}
