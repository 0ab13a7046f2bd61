import type { Device, RiskLevel } from '../../api/customers.js';
import { RULES } from './catalogue.js';
import { type CheckpointResult, runCheckpoint } from './checkpointRun.js';
import { withDeviceLevel } from './device.js';
import { emailModifier } from './email.js';
import { clampToBand, maxLevel } from './levels.js';
import type { CheckpointName, RuleContext, RuleDefinition } from './rule.js';
import type { RiskSubject } from './subject.js';

/**
 * A verified identity document answers what a medium or high level asks for (document KYC), so
 * it lowers those to low; very_high is a decline and stays.
 */
function afterDocument(level: RiskLevel, subject: RiskSubject): RiskLevel {
  return subject.isDocumentVerified === true && (level === 'medium' || level === 'high')
    ? 'low'
    : level;
}

export interface AssessmentInput {
  subject: RiskSubject;
  checkpoints: readonly CheckpointName[];
  device?: Device | undefined;
  now: Date;
}

/** Everything a decision was made from; the response and buyerRiskLevel both read it. */
export interface Assessment {
  context: RuleContext;
  /** One result per checkpoint run, in catalogue order; customer carries the modifier. */
  results: CheckpointResult[];
  customer: CheckpointResult;
  /** Every rule whose condition holds on the data, whether or not its checkpoint ran. */
  facts: RuleDefinition[];
  modifier?: RiskLevel | undefined;
  level: RiskLevel;
  /** The device record with its level, when the device checkpoint ran on existing data. */
  device?: Device | undefined;
}

/**
 * Runs the checkpoints (weighted_max): inside a checkpoint the live rules' points add up to a
 * score whose band is the level; across checkpoints the highest level wins. A sandbox email
 * modifier then fixes the customer level and the decision, whatever the other rules say, and a
 * verified identity document lowers a medium or high one to low.
 */
export function assess(input: AssessmentInput): Assessment {
  const runsDevice = input.checkpoints.includes('device');
  const device = runsDevice && input.device ? withDeviceLevel(input.device, input.now) : undefined;
  const context: RuleContext = { subject: input.subject, device: input.device, now: input.now };
  const email = input.subject.emailAddress;
  const modifier = email === undefined ? undefined : emailModifier(email);
  const results = input.checkpoints.map((name) => {
    const result = runCheckpoint(name, context);
    if (name !== 'customer') return result;
    const level = afterDocument(modifier ?? result.level, input.subject);
    if (level === result.level) return result;
    return { ...result, level, score: clampToBand(result.score, level) };
  });
  const customer = results.find((r) => r.name === 'customer') ?? runCheckpoint('customer', context);
  return {
    context,
    results,
    customer,
    facts: RULES.filter((rule) => rule.fires(context)),
    modifier,
    level: afterDocument(modifier ?? maxLevel(...results.map((r) => r.level)), input.subject),
    device,
  };
}
