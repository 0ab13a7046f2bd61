import { CUSTOMER_RULES } from './customerRules.js';
import { DEVICE_RULES } from './deviceRules.js';
import { FLOW_RULES } from './flowRules.js';
import type { CheckpointName, RuleDefinition } from './rule.js';

/** Every rule of the sandbox, ordered by id. Ids never change meaning. */
export const RULES: readonly RuleDefinition[] = [...CUSTOMER_RULES, ...DEVICE_RULES, ...FLOW_RULES];

export function rulesOf(checkpoint: CheckpointName): RuleDefinition[] {
  return RULES.filter((rule) => rule.checkpoint === checkpoint);
}

export function ruleById(id: number): RuleDefinition | undefined {
  return RULES.find((rule) => rule.id === id);
}

/** The catalogue as data (what docs and tests show), without the predicates. */
export function ruleCatalogue() {
  return RULES.map(({ fires: _fires, ...meta }) => meta);
}
