import type { RiskResponse } from '../../api/customers.js';
import { maskSsn } from '../../api/ssn.js';
import { isAddressValid } from './address.js';
import type { Assessment } from './assessment.js';
import type { RuleDefinition } from './rule.js';
import {
  customerReasonCodes,
  customerSignals,
  emailLevelOf,
  groupRules,
  levelOf,
  phoneIdentity,
} from './signals.js';
import { transactionRisk } from './transaction.js';

type CustomerCheckpoint = NonNullable<RiskResponse['checkpoints']['customer']>;

const ids = (rules: readonly RuleDefinition[]) => rules.map((rule) => rule.id);

function customerCheckpoint(assessment: Assessment): CustomerCheckpoint {
  const { subject } = assessment.context;
  const fired = assessment.customer.fired;
  const entry = (rules: RuleDefinition[]) => ({ value: levelOf(rules), ruleIds: ids(rules) });
  const email = [...groupRules(fired, 'modifier'), ...groupRules(fired, 'email')];
  // Members in the spec's order; each is there only when the request carried its data.
  return {
    ...(subject.transaction ? { customerPurchaseLevel: entry(groupRules(fired, 'purchase')) } : {}),
    ...(subject.emailAddress !== undefined
      ? { emailLevel: { value: emailLevelOf(assessment), ruleIds: ids(email) } }
      : {}),
    ...(subject.phone !== undefined ? { phoneLevel: entry(groupRules(fired, 'phone')) } : {}),
    historicalLevel: entry(groupRules(fired, 'history')),
    riskLevel: { value: assessment.customer.level, ruleIds: ids(fired) },
  };
}

/** The risk response of spec 2.8, built from an assessment. */
export function riskResponse(
  assessment: Assessment,
  sessionKey: string,
  counterparty?: Record<string, unknown>,
): RiskResponse {
  const { subject } = assessment.context;
  const firedRules = assessment.results.flatMap((r) => r.fired).sort((a, b) => a.id - b.id);
  const phone = phoneIdentity(assessment);
  const transaction = transactionRisk(assessment, sessionKey);
  return {
    sessionKey,
    level: assessment.level,
    status: 'Success',
    customer: {
      score: assessment.customer.score,
      level: assessment.customer.level,
      reasonCodes: customerReasonCodes(assessment),
      signals: customerSignals(assessment),
      ...(phone ? { phone } : {}),
      ...(subject.isPhoneVerified !== undefined
        ? { isPhoneVerified: subject.isPhoneVerified }
        : {}),
      // Masked: the number itself never leaves the sandbox's memory.
      ...(subject.taxId !== undefined ? { taxId: maskSsn(subject.taxId.slice(-4)) } : {}),
      ...(subject.isDocumentVerified !== undefined
        ? { isDocumentVerified: subject.isDocumentVerified }
        : {}),
      ...(subject.documentVerificationId !== undefined
        ? { documentVerificationId: subject.documentVerificationId }
        : {}),
      ...(subject.address
        ? { address: { validity: isAddressValid(subject.address) ? 'valid' : 'invalid' } }
        : {}),
    },
    ...(transaction ? { transaction } : {}),
    ...(assessment.device ? { device: assessment.device } : {}),
    ...(counterparty ? { counterparty } : {}),
    checkpoints: { customer: customerCheckpoint(assessment) },
    rules: firedRules.map(({ id, name, isLive, isAllowlisted }) => ({
      id,
      name,
      isLive,
      isAllowlisted,
    })),
    checkpointData: assessment.results.map((r) => ({ name: r.name, type: 'weighted_max' })),
  };
}
