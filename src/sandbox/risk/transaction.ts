import type { RiskLevel, RiskResponse } from '../../api/customers.js';
import type { Assessment } from './assessment.js';
import { scoreRules } from './checkpointRun.js';
import { sha256Hex } from './hashing.js';
import { levelFromScore } from './levels.js';
import type { RuleDefinition } from './rule.js';

type TransactionRisk = NonNullable<RiskResponse['transaction']>;
type Indemnification = NonNullable<TransactionRisk['indemnification']>;

/** Rule ids about the money itself: bank account, amount, balance, currency. */
export const TRANSACTION_RULE_IDS = [50, 80, 85, 90, 95] as const;
const AML_RULE_IDS = [80, 85] as const;
const SANCTIONS_RULE_ID = 32;

/** Up to this much is released at once when the decision is medium; the rest is held. */
export const MEDIUM_INSTANT_LIMIT = 1_000;
/** Hold times in hours: an ACH debit settles in up to 3 business days, a return in up to 5. */
export const HOLD_HOURS: Readonly<Record<'medium' | 'high', number>> = { medium: 72, high: 120 };

function pick(facts: readonly RuleDefinition[], ids: readonly number[]): RuleDefinition[] {
  return facts.filter((rule) => ids.includes(rule.id));
}

/**
 * How much of the amount is covered at once, how much is held and for how long, from the decision
 * level: low releases everything, medium releases up to MEDIUM_INSTANT_LIMIT, high holds all,
 * very_high declines.
 */
export function indemnify(level: RiskLevel, amount: number, code: string): Indemnification {
  const total = Math.max(0, amount);
  switch (level) {
    case 'low':
      return {
        decision: 'approve',
        instantLimit: total,
        holdAmount: 0,
        verificationCode: code,
        holdTime: 0,
      };
    case 'medium': {
      const instant = Math.min(total, MEDIUM_INSTANT_LIMIT);
      return {
        decision: 'approve',
        instantLimit: instant,
        holdAmount: total - instant,
        verificationCode: code,
        holdTime: total > instant ? HOLD_HOURS.medium : 0,
      };
    }
    case 'high':
      return {
        decision: 'hold',
        instantLimit: 0,
        holdAmount: total,
        verificationCode: code,
        holdTime: total > 0 ? HOLD_HOURS.high : 0,
      };
    case 'very_high':
      return {
        decision: 'decline',
        instantLimit: 0,
        holdAmount: 0,
        verificationCode: code,
        holdTime: 0,
      };
  }
}

/**
 * The transaction's own risk, reported whenever a transaction is present: computed from the data,
 * whether or not the payment, ach, aml and aml_bank checkpoints ran (those decide whether the same
 * rules also count toward the top-level level).
 */
export function transactionRisk(
  assessment: Assessment,
  sessionKey: string,
): TransactionRisk | undefined {
  const transaction = assessment.context.subject.transaction;
  if (transaction === undefined) return undefined;
  const facts = assessment.facts;
  const sanctioned = facts.some((rule) => rule.id === SANCTIONS_RULE_ID);
  const amount = transaction.amount ?? 0;
  const code = sha256Hex('indemnification', sessionKey, transaction.id ?? '', String(amount))
    .slice(0, 10)
    .toUpperCase();
  return {
    level: levelFromScore(scoreRules(pick(facts, TRANSACTION_RULE_IDS))),
    amlLevel: sanctioned ? 'very_high' : levelFromScore(scoreRules(pick(facts, AML_RULE_IDS))),
    indemnification: indemnify(assessment.level, amount, code),
  };
}
