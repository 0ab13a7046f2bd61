import type { RiskLevel } from '../../api/customers.js';
import { rulesOf } from './catalogue.js';
import { levelFromScore, scoreOf } from './levels.js';
import type { CheckpointName, RuleContext, RuleDefinition } from './rule.js';

export interface CheckpointResult {
  name: CheckpointName;
  /** Rules that fired, live or not, ordered by id. */
  fired: RuleDefinition[];
  /** Sum of the live fired rules' points, 0 to 1000. */
  score: number;
  level: RiskLevel;
}

/** Points of the rules that count: live ones. Shadow rules are reported, never scored. */
export function scoreRules(rules: readonly RuleDefinition[]): number {
  return scoreOf(rules.filter((r) => r.isLive).map((r) => r.points));
}

export function runCheckpoint(name: CheckpointName, context: RuleContext): CheckpointResult {
  const fired = rulesOf(name).filter((rule) => rule.fires(context));
  const score = scoreRules(fired);
  return { name, fired, score, level: levelFromScore(score) };
}
